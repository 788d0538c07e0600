import TerminalUI
import Testing
@testable import CellLayout

/// Exact heights and frames of the design's templates at several widths, worked out by hand.
/// Text is N five-letter words (see `Words`): at label width W a line holds floor((W + 1) / 6).
struct TemplateHeightTests {
    let templates = CellTemplates()

    // article: 1 + title lines + summary lines + 1; labels are width - 4 wide.
    @Test(arguments: [
        (40, 2, 4, 8),   // label 36: 6 words a line -> title 10 words 2 lines, summary 20 words 4 lines
        (80, 1, 2, 5),   // label 76: 12 a line
        (160, 1, 1, 4),  // label 156: 26 a line
        (20, 4, 7, 13),  // label 16: 2 a line (6*3-1 = 17 > 16) -> 5 and 10... see below
    ])
    func articleHeights(width: Int, titleLines: Int, summaryLines: Int, height: Int) {
        let content = CellContent(title: Words.text(10), summary: Words.text(20))
        let measured = templates.measure(.article, content, width: width)
        let label = width - 4
        #expect(Words.lines(10, width: label) == measured.lines("title").count)
        #expect(measured.lines("summary").count == Words.lines(20, width: label))
        #expect(measured.height == 2 + Words.lines(10, width: label) + Words.lines(20, width: label))
        #expect(templates.fittingHeight(.article, content, width: width) == measured.height)
        if width != 20 {
            #expect(measured.lines("title").count == titleLines)
            #expect(measured.lines("summary").count == summaryLines)
            #expect(measured.height == height)
        }
        #expect(measured.frame("title") == Rect(x: 2, y: 1, width: label, height: titleLines == 0 ? 0 : Words.lines(10, width: label)))
        #expect(measured.frame("summary") == Rect(x: 2, y: 1 + Words.lines(10, width: label), width: label, height: Words.lines(20, width: label)))
    }

    @Test func articleAtWidth20IsExact() {
        // label 16 holds 2 words a line (11 columns; 3 words would take 17).
        let content = CellContent(title: Words.text(10), summary: Words.text(20))
        let measured = templates.measure(.article, content, width: 20)
        #expect(measured.height == 1 + 5 + 10 + 1)
    }

    @Test func articleWithoutSummaryOrTitle() {
        let content = CellContent(title: nil, summary: "")
        let measured = templates.measure(.article, content, width: 40)
        #expect(measured.lines("title") == ["[No Title]"])
        #expect(measured.height == 3)
        #expect(measured.frame("summary")?.height == 0)
    }

    @Test func mandatoryLineBreaksCount() {
        let content = CellContent(title: "One", summary: "first\nsecond\nthird")
        let measured = templates.measure(.article, content, width: 40)
        #expect(measured.lines("summary") == ["first", "second", "third"])
        #expect(measured.height == 1 + 1 + 3 + 1)
    }

    // media: max(1 + 6 + 1, 1 + title + summary + 1); labels are width - 18 wide.
    @Test func mediaTextTallerThanImage() {
        let content = CellContent(title: Words.text(10), summary: Words.text(20), hasThumbnail: true)
        #expect(content.kind == .media)
        let measured = templates.measure(.media, content, width: 40)
        // label 22: 3 words a line -> title 4 lines, summary 7 lines, text 1 + 11 + 1 = 13 > 8.
        #expect(measured.height == 13)
        #expect(measured.frame("thumbnail") == Rect(x: 2, y: 1, width: 12, height: 6))
        #expect(measured.frame("title") == Rect(x: 16, y: 1, width: 22, height: 4))
        #expect(measured.frame("summary") == Rect(x: 16, y: 5, width: 22, height: 7))
    }

    @Test(arguments: [80, 160])
    func mediaImageTallerThanText(width: Int) {
        let content = CellContent(title: Words.text(10), summary: Words.text(20), hasThumbnail: true)
        let measured = templates.measure(.media, content, width: width)
        // label 62 (10 a line): 1 + 2 lines; label 142 (23 a line): 1 + 1 lines; the image wins.
        #expect(measured.height == 8)
        #expect(measured.frame("thumbnail") == Rect(x: 2, y: 1, width: 12, height: 6))
        #expect(measured.frame("title")?.width == width - 18)
        #expect(templates.fittingHeight(.media, content, width: width) == 8)
    }

    @Test func mediaExactlyAsTallAsImage() {
        // label 22, 3 words a line: title 3 words (1 line) + summary 15 words (5 lines) = 6 rows.
        let content = CellContent(title: Words.text(3), summary: Words.text(15), hasThumbnail: true)
        #expect(templates.fittingHeight(.media, content, width: 40) == 8)
        let taller = CellContent(title: Words.text(3), summary: Words.text(16), hasThumbnail: true)
        #expect(templates.fittingHeight(.media, taller, width: 40) == 9)
    }

    @Test func mediaBelowMinimumWidthUsesMinimum() {
        let content = CellContent(title: "Hi", summary: "", hasThumbnail: true)
        var media = templates.template(.media)
        let measured = media.measure(content, width: 10)
        #expect(measured.width == 20)
        #expect(measured.frame("title") == Rect(x: 16, y: 1, width: 2, height: 1))
        #expect(measured.height == 8)
    }

    // post: 1 + avatar 2 + text lines + (1 + 6 with a picture) + 1; text is width - 4 wide.
    @Test(arguments: [(40, 4), (80, 2), (160, 1)])
    func postHeightsWithAndWithoutPicture(width: Int, textLines: Int) {
        let plain = CellContent(title: nil, summary: Words.text(20), author: "Ada Lovelace", badge: "*")
        #expect(plain.kind == .post)
        let measured = templates.measure(.post, plain, width: width)
        #expect(measured.height == 1 + 2 + textLines + 1)
        #expect(measured.frame("avatar") == Rect(x: 2, y: 1, width: 4, height: 2))
        #expect(measured.frame("author") == Rect(x: 7, y: 1, width: 12, height: 1))
        #expect(measured.frame("badge") == Rect(x: 20, y: 1, width: 1, height: 1))
        #expect(measured.frame("text") == Rect(x: 2, y: 3, width: width - 4, height: textLines))
        #expect(measured.frame("picture")?.height == 0)

        var withPicture = plain
        withPicture.hasPicture = true
        let tall = templates.measure(.post, withPicture, width: width)
        #expect(tall.height == 1 + 2 + textLines + 1 + 6 + 1)
        #expect(tall.frame("picture") == Rect(x: 2, y: 3 + textLines + 1, width: 24, height: 6))
        // The same solver collapses the picture again for the next row.
        #expect(templates.fittingHeight(.post, plain, width: width) == measured.height)
    }

    @Test func postNarrowPictureAndLongAuthor() {
        var content = CellContent(title: nil, summary: "Hello", author: "Ada Lovelace Byron", badge: "*", hasPicture: true)
        let measured = templates.measure(.post, content, width: 20)
        // The picture shrinks to width - 4; the name gives way to keep the badge inside.
        #expect(measured.frame("picture") == Rect(x: 2, y: 5, width: 16, height: 6))
        #expect(measured.frame("badge") == Rect(x: 17, y: 1, width: 1, height: 1))
        #expect(measured.frame("author") == Rect(x: 7, y: 1, width: 9, height: 1))
        #expect(measured.lines("author") == ["Ada Love…"])
        #expect(measured.height == 1 + 2 + 1 + 1 + 6 + 1)
        content.badge = ""
        #expect(templates.measure(.post, content, width: 20).frame("author")?.width == 10)
    }

    @Test func estimatesUseSolvedLabelWidths() {
        #expect(templates.estimatedHeight(.article, titleColumns: 0, summaryColumns: 0, width: 40) == 2)
        // Estimates assume a date slot (12 columns) from 30 columns up: 72 columns of title at label
        // width 36 - 12 = 3 lines; 37 columns of summary at 36 = 2 lines.
        #expect(templates.estimatedHeight(.article, titleColumns: 72, summaryColumns: 37, width: 40) == 7)
        #expect(templates.estimatedHeight(.media, titleColumns: 10, summaryColumns: 10, width: 80) == 8)
        #expect(templates.estimatedHeight(.post, titleColumns: 0, summaryColumns: 36, width: 40, hasPicture: true) == 1 + 2 + 1 + 7 + 1)
        // Estimating must not disturb real measurements.
        let content = CellContent(title: Words.text(10), summary: Words.text(20))
        #expect(templates.fittingHeight(.article, content, width: 40) == 8)
    }

    @Test func narrowMediaRowsAreLaidOutWithoutTheirThumbnail() {
        let content = CellContent(title: Words.text(3), summary: Words.text(6), hasThumbnail: true)
        let wide = templates.measure(.media, content, width: 40)
        #expect(wide.frame("thumbnail") != nil)
        // At 39 columns the layout picks the article template: the title keeps 35 columns instead
        // of 21 beside a 12-column box, and the row is no longer 8 rows tall for the box.
        let narrow = templates.measure(.media, content, width: 39)
        #expect(narrow.frame("thumbnail") == nil)
        #expect(narrow.frame("title") == Rect(x: 2, y: 1, width: 35, height: 1))
        #expect(narrow.height == templates.fittingHeight(.article, content, width: 39))
        #expect(templates.fittingHeight(.media, content, width: 39) == narrow.height)
    }

    @Test func narrowPanesPutAMediaRowsDateUnderItsText() {
        let content = CellContent(title: Words.text(5), summary: Words.text(4), hasThumbnail: true, hasDate: true)
        // At 47 columns (a landscape list at 120x40) the title keeps 29 columns beside the box; the
        // date takes the line under the summary, which the 6-row box makes room for anyway.
        let narrow = templates.measure(.media, content, width: 47)
        #expect(narrow.frame("title") == Rect(x: 16, y: 1, width: 29, height: 1))
        #expect(narrow.frame("date") == Rect(x: 16, y: 3, width: 10, height: 1))
        #expect(narrow.height == 8)
        // From 60 columns the date is beside the title.
        let wide = templates.measure(.media, content, width: 60)
        #expect(wide.frame("date") == Rect(x: 48, y: 1, width: 10, height: 1))
        #expect(wide.frame("title")?.width == 30)
    }

    @Test func theDateSlotTakesTitleColumnsAndNoRow() {
        var content = CellContent(title: Words.text(2), summary: Words.text(3), hasDate: true)
        let dated = templates.measure(.article, content, width: 40)
        #expect(dated.frame("date") == Rect(x: 28, y: 1, width: 10, height: 1))
        #expect(dated.frame("title") == Rect(x: 2, y: 1, width: 24, height: 1))
        content.hasDate = false
        let undated = templates.measure(.article, content, width: 40)
        #expect(undated.frame("date")?.width == 0)
        #expect(undated.frame("title")?.width == 36)
        #expect(undated.height == dated.height)
        // Below 30 columns there is no room for it: the title keeps the width.
        content.hasDate = true
        #expect(templates.measure(.article, content, width: 29).frame("title")?.width == 25)
    }

    @Test func aNoteTakesOneRowOnlyWhenThereIsOne() {
        var content = CellContent(title: Words.text(2), summary: Words.text(3))
        let plain = templates.fittingHeight(.article, content, width: 40)
        content.note = "✕ picture: no host " + Words.text(30)
        #expect(templates.fittingHeight(.article, content, width: 40) == plain + 1)
    }

    @Test func theDenseStylesAreTheTitleAndTheDate() {
        let content = CellContent(title: Words.text(30), summary: Words.text(40), hasThumbnail: true, hasDate: true)
        // Compact: the title wraps (at most 3 lines) beside the date; no padding, summary or box.
        let compact = templates.measure(.media, content, width: 60, style: .compact)
        #expect(compact.views.map(\.name) == ["title", "date"])
        #expect(compact.frame("title") == Rect(x: 2, y: 0, width: 45, height: 3))
        #expect(compact.frame("date") == Rect(x: 49, y: 0, width: 10, height: 1))
        #expect(compact.height == 3)
        let short = CellContent(title: Words.text(3), summary: Words.text(40), hasDate: true)
        #expect(templates.fittingHeight(.article, short, width: 60, style: .compact) == 1)
        // One line: cut with an ellipsis.
        let oneLine = templates.measure(.article, content, width: 60, style: .oneLine)
        #expect(oneLine.height == 1)
        #expect(oneLine.views.first { $0.name == "title" }?.lines.first?.hasSuffix("…") == true)
        #expect(templates.fittingHeight(.article, content, width: 60, style: .oneLine) == 1)
        // A post's headline is its author and text.
        let post = CellContent(title: nil, summary: "line one\nline two", author: "Lin")
        #expect(templates.measure(.post, post, width: 60, style: .oneLine).views.first?.lines == ["Lin: line one line two"])
    }
}
