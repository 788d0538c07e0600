import Testing
@testable import CellLayout

/// The height memo must never change an answer: a template answering from its memo and one that
/// always solves (`memoizesHeights = false`, the solver as before the memo) get the same seeded
/// random rows, widths and calls in the same order, and every height, estimate and measurement
/// (frames and lines) must agree.
struct HeightMemoTests {
    /// SplitMix64: the same rows on every run.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        static let words = ["a", "the", "feed", "layout", "constraint", "über", "naïve", "漢字の", "😀", "x",
                            "supercalifragilistic", "terminal", "é", "re-solve", "\t", "line\nbreak"]

        mutating func text(_ maxWords: Int) -> String {
            (0..<next(maxWords + 1)).map { _ in Seeded.words[next(Seeded.words.count)] }.joined(separator: " ")
        }

        mutating func content(_ kind: CellKind) -> CellContent {
            CellContent(title: next(6) == 0 ? nil : text(14), summary: text(50), author: next(4) == 0 ? "" : text(3),
                        badge: ["", "●", "★", "**"][next(4)], hasThumbnail: kind == .media, hasPicture: next(2) == 0)
        }
    }

    @Test(arguments: CellKind.allCases)
    func memoizedAnswersEqualTheSolver(kind: CellKind) throws {
        var memoized = try CellTemplate.standard(kind)
        var solving = try CellTemplate.standard(kind)
        solving.memoizesHeights = false
        var random = Seeded(state: 20_261_126 &+ UInt64(CellKind.allCases.firstIndex(of: kind)!))
        // A few widths that repeat (as in a table), including ones below the minimum width.
        let widths = (0..<6).map { _ in 1 + random.next(160) } + [1, 20, 40]
        for _ in 0..<3_000 {
            let content = random.content(kind)
            let width = widths[random.next(widths.count)]
            switch random.next(4) {
            case 0:
                #expect(memoized.measure(content, width: width) == solving.measure(content, width: width))
            case 1:
                let titleColumns = random.next(300), summaryColumns = random.next(600)
                let hasPicture = random.next(2) == 0
                #expect(memoized.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture)
                        == solving.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture))
            case 2:
                let lineCounts = memoized.labelNames.map { _ in random.next(12) }
                let textWidths = memoized.labelNames.map { _ in random.next(30) }
                let hasPicture = random.next(2) == 0
                #expect(memoized.fittingHeight(width: width, lineCounts: lineCounts, textWidths: textWidths, hasPicture: hasPicture)
                        == solving.fittingHeight(width: width, lineCounts: lineCounts, textWidths: textWidths, hasPicture: hasPicture))
            default:
                #expect(memoized.fittingHeight(content, width: width) == solving.fittingHeight(content, width: width),
                        "\(kind) at \(width): \(content)")
            }
        }
        // The comparison means something only if the memo answered rows the solver would have solved.
        #expect(memoized.heightMemo.count > 0)
        #expect(memoized.pivotCount < solving.pivotCount || kind != .media)
    }

    @Test func theMemoStartsOverWhenFull() {
        var memo = HeightMemo()
        for lines in 0..<HeightMemo.capacity { memo.remember(lines, for: HeightMemo.Key(40, Double(lines), 0, 0, 0, 0, 0, 0)) }
        #expect(memo.count == HeightMemo.capacity)
        memo.remember(7, for: HeightMemo.Key(80, 1, 0, 0, 0, 0, 0, 0))
        #expect(memo.count == 1)
        #expect(memo.height(for: HeightMemo.Key(80, 1, 0, 0, 0, 0, 0, 0)) == 7)
        #expect(memo.height(for: HeightMemo.Key(40, 1, 0, 0, 0, 0, 0, 0)) == nil)
    }

    @Test func everyStandardTemplateFitsTheMemoKey() throws {
        for kind in CellKind.allCases { #expect(try CellTemplate.standard(kind).fitsHeightMemo) }
    }
}
