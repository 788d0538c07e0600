import Testing
import TextLayout
@testable import CellLayout

/// `fittingHeight` measures a row from its texts' bytes (`CellContent.withUTF8`); `measure` lays
/// the strings out: the two agree in every style, for posts (whose compact headline joins the
/// author and the text), rows with and without a date slot, and text with line breaks.
struct ByteHeightTests {
    @Test(arguments: 0..<6)
    func fittingHeightFromBytesIsTheHeightOfTheStrings(seed: Int) {
        let templates = CellTemplates()
        var random = LayoutPropertyTests.Generator(state: UInt64(seed) &* 131 &+ 3)
        for _ in 0..<60 {
            var content = random.content()
            if random.next(2) == 0 { content = CellContent(title: nil, summary: random.words(30) + "\n" + random.words(20), author: random.words(2)) }
            content.hasDate = random.next(2) == 0
            let width = 1 + random.next(120)
            for style in [RowStyle.comfortable, .compact, .oneLine] {
                for kind in CellKind.allCases {
                    #expect(templates.fittingHeight(kind, content, width: width, style: style)
                            == templates.measure(kind, content, width: width, style: style).height,
                            "\(kind) in \(style) at \(width), headline \(content.text(for: .headline))")
                }
            }
        }
    }
}
