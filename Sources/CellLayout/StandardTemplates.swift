import ConstraintSolver

/// The design's cell templates (docs/DESIGN.md, "Cell templates"), written in the constraint DSL.
/// Units are terminal columns and rows; the 1-row separator is not part of any template.
enum StandardTemplates {
    /// Title over summary, 1 row of padding above and below, 2 columns on each side.
    static func article() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .article, minimumWidth: 6) // 2 + 2 columns of text (a wide character) + 2
        let content = b.content
        let title = b.label("title", showing: .title, style: .bold,
                            hugging: AxisPriorities(horizontal: 250, vertical: 751), compression: .both(751))
        let summary = b.label("summary", showing: .summary, style: .dim,
                              hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: .both(750))
        b.constrain(
            title.top == content.top + 1,
            title.leading == content.leading + 2,
            title.trailing == content.trailing - 2,
            summary.top == title.bottom,
            summary.leading == content.leading + 2,
            summary.trailing == content.trailing - 2,
            summary.bottom == content.bottom - 1
        )
        return try b.build()
    }

    /// A 12 x 6 thumbnail box at the left, title and summary beside it; as tall as the taller.
    static func media() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .media, minimumWidth: 20) // 2 + 12 + 2 + 2 + 2
        let content = b.content
        let thumbnail = b.box("thumbnail")
        let title = b.label("title", showing: .title, style: .bold,
                            hugging: AxisPriorities(horizontal: 250, vertical: 751), compression: .both(751))
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
            title.trailing == content.trailing - 2,
            summary.top == title.bottom,
            summary.leading == thumbnail.trailing + 2,
            summary.trailing == content.trailing - 2,
            summary.bottom <= content.bottom - 1
        )
        return try b.build()
    }

    /// A 4 x 2 avatar with the author's name and a badge beside it, the text below, and a
    /// 24 x 6 picture under the text that collapses (height and spacing 0) without a picture.
    static func post() throws(LayoutError) -> CellTemplate {
        var b = TemplateBuilder(kind: .post, minimumWidth: 13) // 2 + 4 + 1 + author + 1 + badge + 2, text 9
        let content = b.content
        let avatar = b.box("avatar")
        // The name gives way first (compression 250) so that the badge always stays visible.
        let author = b.label("author", showing: .author, style: .bold, lines: 1,
                             hugging: AxisPriorities(horizontal: 251, vertical: 751),
                             compression: AxisPriorities(horizontal: 250, vertical: 751))
        let badge = b.label("badge", showing: .badge, lines: 1, hugging: .both(751), compression: .both(751))
        let text = b.label("text", showing: .summary,
                           hugging: AxisPriorities(horizontal: 250, vertical: 750), compression: .both(750))
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
            badge.trailing <= content.trailing - 2,
            text.top == avatar.bottom,
            text.leading == content.leading + 2,
            text.trailing == content.trailing - 2,
            picture.top == text.bottom + pictureSpacing,
            picture.height == pictureHeight,
            picture.leading == content.leading + 2,
            picture.width == 24 ~ 999,
            picture.width <= content.width - 4,
            picture.bottom == content.bottom - 1
        )
        return try b.build()
    }
}
