import Testing
@testable import TextLayout

/// UAX #14 against Unicode's own LineBreakTest.txt (15.0, numbers tailored as in example 7,
/// which the file itself uses). No case is tailored away: every line must pass.
@Suite struct LineBreakConformanceTests {
    /// Lines of LineBreakTest.txt we deliberately answer differently, with the reason. Empty.
    static let tailoredLines: [Int: String] = [:]

    @Test func everyLineOfLineBreakTestPasses() throws {
        let cases = try UnicodeTestFile.cases("LineBreakTest.txt")
        #expect(cases.count > 7000, "LineBreakTest.txt looks truncated: \(cases.count) cases")
        var failures: [String] = []
        for testCase in cases where Self.tailoredLines[testCase.line] == nil {
            let positions = UnicodeTestFile.scalarPositions(of: testCase.text)
            let found = Set(LineBreaks.opportunities(in: testCase.text).compactMap { positions[$0.offset] })
            if found != testCase.breaks {
                let hex = testCase.scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                failures.append("line \(testCase.line): [\(hex)] expected \(testCase.breaks.sorted()) got \(found.sorted())")
            }
        }
        let passed = cases.count - failures.count - Self.tailoredLines.count
        print("LineBreakTest.txt: \(passed)/\(cases.count) passed, \(Self.tailoredLines.count) tailored")
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(15).joined(separator: "\n"))")
    }

    @Test func mandatoryBreaksAreMarked() {
        let breaks = LineBreaks.opportunities(in: "ab\ncd e")
        #expect(breaks == [
            LineBreakOpportunity(offset: 3, isMandatory: true),
            LineBreakOpportunity(offset: 6, isMandatory: false),
            LineBreakOpportunity(offset: 7, isMandatory: false),
        ])
    }
}
