import Testing
@testable import TextLayout

/// GraphemeBreakTest.txt (Unicode 15.0) against both segmentations in play: the engine's own
/// streaming rules (used for wrapping and widths) and Swift's `Character`.
@Suite struct GraphemeBreakConformanceTests {
    /// Cluster boundaries (scalar positions) found by the engine's state machine.
    static func engineBoundaries(_ scalars: [Unicode.Scalar]) -> Set<Int> {
        var state = GraphemeBreakState()
        var result: Set<Int> = []
        for (position, scalar) in scalars.enumerated() {
            let properties = UnicodeProperties.of(scalar)
            if state.isBoundary(before: properties.graphemeBreak, extendedPictographic: properties.isExtendedPictographic) {
                result.insert(position)
            }
            state.advance(properties.graphemeBreak, extendedPictographic: properties.isExtendedPictographic)
        }
        result.insert(scalars.count)
        return result
    }

    /// Cluster boundaries (scalar positions) of Swift's `Character` view.
    static func swiftBoundaries(_ text: String) -> Set<Int> {
        var result: Set<Int> = []
        var position = 0
        result.insert(0)
        for character in text {
            position += character.unicodeScalars.count
            result.insert(position)
        }
        return result
    }

    @Test func engineSegmentationPassesEveryLine() throws {
        let cases = try UnicodeTestFile.cases("GraphemeBreakTest.txt")
        #expect(cases.count > 600)
        var failures: [Int] = []
        for testCase in cases where Self.engineBoundaries(testCase.scalars) != testCase.breaks {
            failures.append(testCase.line)
        }
        print("GraphemeBreakTest.txt, engine segmentation: \(cases.count - failures.count)/\(cases.count) passed")
        #expect(failures.isEmpty, "failing lines: \(failures.prefix(20))")
    }

    /// Swift's segmentation is recorded, not required: the Swift runtime may follow a newer Unicode
    /// version than the 15.0 file (e.g. GB9c, Indic conjuncts, from 15.1).
    @Test func swiftCharacterSegmentationIsRecorded() throws {
        let cases = try UnicodeTestFile.cases("GraphemeBreakTest.txt")
        var failures: [Int] = []
        for testCase in cases where Self.swiftBoundaries(testCase.text) != testCase.breaks {
            failures.append(testCase.line)
        }
        print("GraphemeBreakTest.txt, Swift Character: \(cases.count - failures.count)/\(cases.count) passed; differing lines: \(failures.prefix(20))")
        #expect(cases.count - failures.count >= cases.count * 9 / 10)
    }
}
