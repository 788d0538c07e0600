import Testing
import TextLayout
@testable import CellLayout

/// Properties over seeded random content: heights are never negative, wider is never taller for
/// text-only cells, measure agrees with fittingHeight, and nothing leaves its frame.
struct LayoutPropertyTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func words(_ maxCount: Int) -> String {
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzéü日本語")
            return (0..<next(maxCount + 1)).map { _ in
                String((0..<(1 + next(12))).map { _ in alphabet[next(alphabet.count)] })
            }.joined(separator: " ")
        }
        mutating func content() -> CellContent {
            CellContent(title: next(5) == 0 ? nil : words(14), summary: words(45), author: words(3), badge: next(2) == 0 ? "*" : "",
                        hasThumbnail: next(3) == 0, hasPicture: next(2) == 0)
        }
    }

    @Test(arguments: 0..<8)
    func heightsAreNonNegativeAndConsistent(seed: Int) {
        let templates = CellTemplates()
        var random = Generator(state: UInt64(seed) &* 31 &+ 7)
        for _ in 0..<40 {
            let content = random.content()
            let width = 1 + random.next(200)
            for kind in CellKind.allCases {
                let measured = templates.measure(kind, content, width: width)
                #expect(measured.height >= 0)
                #expect(measured.height == templates.fittingHeight(kind, content, width: width))
                for view in measured.views {
                    #expect(view.frame.x >= 0 && view.frame.y >= 0)
                    #expect(view.frame.x + view.frame.width <= measured.width, "\(kind) \(view.name) at \(width)")
                    #expect(view.frame.y + view.frame.height <= measured.height, "\(kind) \(view.name) at \(width)")
                    if view.isLabel {
                        #expect(view.lines.count == view.frame.height, "\(kind) \(view.name) at \(width)")
                        for line in view.lines { #expect(DisplayWidth.of(line) <= view.frame.width) }
                    }
                }
            }
        }
    }

    @Test(arguments: 0..<6)
    func widerIsNeverTallerForTextOnlyCells(seed: Int) {
        // Words are at most 12 columns and labels at least 16 wide, so every word fits a line.
        let templates = CellTemplates()
        var random = Generator(state: UInt64(seed) &* 131 &+ 3)
        for _ in 0..<25 {
            var content = random.content()
            content.hasPicture = false
            for kind in [CellKind.article, .post] {
                var previous = Int.max
                for width in stride(from: 20, through: 200, by: 3) {
                    let height = templates.fittingHeight(kind, content, width: width)
                    #expect(height <= previous, "\(kind) grew at width \(width)")
                    previous = height
                }
            }
        }
    }
}
