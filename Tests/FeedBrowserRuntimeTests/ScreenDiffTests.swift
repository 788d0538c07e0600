import Testing

@Suite struct ScreenDiffTests {
    @Test func namesTheDifferingLinesOnly() {
        let report = ScreenDiff.describe(expected: "a\nb\nc", actual: "a\nB\nc\nd", name: "x.txt")
        #expect(report.contains("line 2:\n  expected |b|\n  actual   |B|"))
        #expect(report.contains("line 4:\n  expected |<missing>|\n  actual   |d|"))
        #expect(!report.contains("line 1:"))
        #expect(!report.contains("line 3:"))
    }
}
