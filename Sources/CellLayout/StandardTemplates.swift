import ConstraintSolver

/// The design's cell templates (docs/DESIGN.md, "Cell templates"), written in the constraint DSL.
/// Units are terminal columns and rows; the 1-row separator is not part of any template.
enum StandardTemplates {
    /// Title over summary, 1 row of padding above and below, 2 columns on each side; the date
    /// slot beside the title; a one-line note (a picture that did not load) under the summary,
    /// which takes no row when empty.
    static func article() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .article, minimumWidth: 6) // 2 + 2 columns of text (a wide character) + 2
        let content = b.content
        let title = b.label("title", showing: .title, style: .bold,
                            hugging: AxisPriorities(horizontal: 250, vertical: 751), compression: .both(751))
        let date = dateSlot(&b)
        let summary = b.label("summary", showing: .summary, style: .dim,
                              hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: .both(750))
        let note = b.label("note", showing: .note, style: .dim, lines: 1,
                           hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: AxisPriorities(horizontal: 250, vertical: 750))
        b.constrain(
            title.top == content.top + 1,
            title.leading == content.leading + 2,
            title.trailing == date.leading - date.gap,
            date.top == content.top + 1,
            date.trailing == content.trailing - 2,
            summary.top == title.bottom,
            summary.leading == content.leading + 2,
            summary.trailing == content.trailing - 2,
            note.top == summary.bottom,
            note.leading == content.leading + 2,
            note.trailing == content.trailing - 2,
            note.bottom == content.bottom - 1
        )
        return try b.build()
    }

    /// The date slot: `CellContent.dateColumns` x 1 when the row has a date, with a 2-column gap
    /// before it; nothing (size and gap 0) without one. The text is drawn into it, not measured:
    /// it depends on the clock, and the row's height must not.
    static func dateSlot(_ b: inout TemplateBuilder) -> (leading: LayoutAnchor<HorizontalAxis>, trailing: LayoutAnchor<HorizontalAxis>,
                                                         top: LayoutAnchor<VerticalAxis>, bottom: LayoutAnchor<VerticalAxis>,
                                                         gap: LayoutAnchor<HorizontalAxis>) {
        let date = b.box("date")
        let width = b.parameter("dateWidth", HorizontalAxis.self, value: Double(CellContent.dateColumns), when: .hasDate)
        let height = b.parameter("dateHeight", VerticalAxis.self, value: 1, when: .hasDate)
        let gap = b.parameter("dateGap", HorizontalAxis.self, value: 2, when: .hasDate)
        b.constrain(date.width == width, date.height == height)
        return (date.leading, date.trailing, date.top, date.bottom, gap)
    }

    /// A 12 x 6 thumbnail box at the left, title and summary beside it; as tall as the taller.
    static func media() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .media, minimumWidth: 20) // 2 + 12 + 2 + 2 + 2
        let content = b.content
        let thumbnail = b.box("thumbnail")
        let title = b.label("title", showing: .title, style: .bold,
                            hugging: AxisPriorities(horizontal: 250, vertical: 751), compression: .both(751))
        let date = dateSlot(&b)
        let summary = b.label("summary", showing: .summary, style: .dim,
                              hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: .both(750))
        b.constrain(
            thumbnail.leading == content.leading + 2,
            thumbnail.top == content.top + 1,
            thumbnail.width == 12 ~ 999,
            thumbnail.height == 6 ~ 999,
            thumbnail.bottom <= content.bottom - 1 ~ 999,
            title.top == content.top + 1,
            title.leading == thumbnail.trailing + 2,
            title.trailing == date.leading - date.gap,
            date.top == content.top + 1,
            date.trailing == content.trailing - 2,
            summary.top == title.bottom,
            summary.leading == thumbnail.trailing + 2,
            summary.trailing == content.trailing - 2,
            summary.bottom <= content.bottom - 1
        )
        return try b.build()
    }

    /// The media row of a narrow pane: the date goes under the summary, in the text column, so the
    /// title keeps the whole width beside the thumbnail (beside a 12-column box and a date slot it
    /// had 17 columns at 47); the text column is usually shorter than the box, so the date's line
    /// seldom makes the row taller.
    static func mediaDateBelow() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .media, minimumWidth: 20)
        let content = b.content
        let thumbnail = b.box("thumbnail")
        let title = b.label("title", showing: .title, style: .bold,
                            hugging: AxisPriorities(horizontal: 250, vertical: 751), compression: .both(751))
        let summary = b.label("summary", showing: .summary, style: .dim,
                              hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: .both(750))
        let date = dateSlot(&b)
        b.constrain(
            thumbnail.leading == content.leading + 2,
            thumbnail.top == content.top + 1,
            thumbnail.width == 12 ~ 999,
            thumbnail.height == 6 ~ 999,
            thumbnail.bottom <= content.bottom - 1 ~ 999,
            title.top == content.top + 1,
            title.leading == thumbnail.trailing + 2,
            title.trailing == content.trailing - 2,
            summary.top == title.bottom,
            summary.leading == thumbnail.trailing + 2,
            summary.trailing == content.trailing - 2,
            date.top == summary.bottom,
            date.leading == thumbnail.trailing + 2,
            date.bottom <= content.bottom - 1
        )
        return try b.build()
    }

    /// A 4 x 2 avatar with the author's name, a badge and the date slot beside it, the text below,
    /// the one-line note (empty: no row), and a 24 x 6 picture under the text that collapses
    /// (height and spacing 0) without a picture.
    static func post() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .post, minimumWidth: 13) // 2 + 4 + 1 + author + 1 + badge + 2, text 9
        let content = b.content
        let avatar = b.box("avatar")
        // The name gives way first (compression 250) so that the badge always stays visible.
        let author = b.label("author", showing: .author, style: .bold, lines: 1,
                             hugging: AxisPriorities(horizontal: 251, vertical: 751),
                             compression: AxisPriorities(horizontal: 250, vertical: 751))
        let badge = b.label("badge", showing: .badge, lines: 1, hugging: .both(751), compression: .both(751))
        let date = dateSlot(&b)
        let text = b.label("text", showing: .summary,
                           hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: .both(750))
        let note = b.label("note", showing: .note, style: .dim, lines: 1,
                           hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: AxisPriorities(horizontal: 250, vertical: 750))
        let picture = b.box("picture")
        let pictureSpacing = b.parameter("pictureSpacing", VerticalAxis.self, value: 1, when: .hasPicture)
        let pictureHeight = b.parameter("pictureHeight", VerticalAxis.self, value: 6, when: .hasPicture)
        b.constrain(
            avatar.leading == content.leading + 2,
            avatar.top == content.top + 1,
            avatar.width == 4,
            avatar.height == 2,
            author.leading == avatar.trailing + 1,
            author.top == avatar.top,
            badge.leading == author.trailing + 1,
            badge.top == avatar.top,
            badge.trailing <= date.leading - date.gap,
            date.top == avatar.top,
            date.trailing == content.trailing - 2,
            text.top == avatar.bottom,
            text.leading == content.leading + 2,
            text.trailing == content.trailing - 2,
            note.top == text.bottom,
            note.leading == content.leading + 2,
            note.trailing == content.trailing - 2,
            picture.top == note.bottom + pictureSpacing,
            picture.height == pictureHeight,
            picture.leading == content.leading + 2,
            picture.width == 24 ~ 999,
            picture.width <= content.width - 4,
            picture.bottom == content.bottom - 1
        )
        return try b.build()
    }

    /// The dense styles, one template for every kind: the headline (a post's author and text)
    /// wrapped to at most `lines` lines (1: cut with an ellipsis) and the date slot, no padding
    /// rows; 2 columns on the left for the selection and read marks.
    static func dense(_ style: RowStyle, lines: Int) throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .article, minimumWidth: 5) // 2 + 2 columns of text + 1
        let content = b.content
        let title = b.label("title", showing: .headline, style: .bold, lines: lines,
                            hugging: AxisPriorities(horizontal: 250, vertical: 751),
                            compression: AxisPriorities(horizontal: 250, vertical: 751))
        let date = dateSlot(&b)
        b.constrain(
            title.top == content.top,
            title.leading == content.leading + 2,
            title.trailing == date.leading - date.gap,
            date.top == content.top,
            date.trailing == content.trailing - 1,
            title.bottom == content.bottom
        )
        return try b.build()
    }
}
