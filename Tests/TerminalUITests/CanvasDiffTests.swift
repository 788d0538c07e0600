import Testing
@testable import TerminalUI

@Suite struct CanvasDiffTests {
    @Test func noPreviousMeansFullRedraw() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas.changedRuns(from: nil) == [CellRun(y: 0, x: 0, count: 3), CellRun(y: 1, x: 0, count: 3)])
        #expect(canvas.changedRuns(from: Canvas(width: 2, height: 2)).count == 2)
    }

    @Test func identicalCanvasesHaveNoRuns() {
        var a = Canvas(width: 10, height: 3)
        a.draw("hello 世界", x: 0, y: 1)
        #expect(a.changedRuns(from: a).isEmpty)
    }

    @Test func onlyChangedCellsAreReported() {
        let before = Canvas(width: 20, height: 2)
        var after = before
        after.draw("a", x: 2, y: 0)
        after.draw("b", x: 15, y: 0)
        after.draw("c", x: 5, y: 1)
        #expect(after.changedRuns(from: before, mergeGap: 0) == [
            CellRun(y: 0, x: 2, count: 1), CellRun(y: 0, x: 15, count: 1), CellRun(y: 1, x: 5, count: 1),
        ])
    }

    @Test func nearbyChangesMerge() {
        let before = Canvas(width: 20, height: 1)
        var after = before
        after.draw("a", x: 2, y: 0)
        after.draw("b", x: 5, y: 0)
        #expect(after.changedRuns(from: before, mergeGap: 4) == [CellRun(y: 0, x: 2, count: 4)])
    }

    @Test func styleChangeIsAChange() {
        var before = Canvas(width: 5, height: 1)
        before.draw("abc", x: 0, y: 0)
        var after = before
        after.restyle(x: 1, y: 0, width: 1, height: 1) { $0.bold = true }
        #expect(after.changedRuns(from: before) == [CellRun(y: 0, x: 1, count: 1)])
    }

    @Test func runsCoverWholeWideClusters() {
        var before = Canvas(width: 8, height: 1)
        before.draw("ab世cd", x: 0, y: 0)
        var after = before
        // Only the continuation cell's style changes: the run must start at the cluster's first column.
        after.restyle(x: 3, y: 0, width: 1, height: 1) { $0.underline = true }
        #expect(after.changedRuns(from: before, mergeGap: 0) == [CellRun(y: 0, x: 2, count: 2)])
        // A wide cluster replacing two narrow ones, and the reverse.
        var narrow = Canvas(width: 8, height: 1)
        narrow.draw("abxycd", x: 0, y: 0)
        #expect(narrow.changedRuns(from: before, mergeGap: 0) == [CellRun(y: 0, x: 2, count: 2)])
        #expect(before.changedRuns(from: narrow, mergeGap: 0) == [CellRun(y: 0, x: 2, count: 2)])
    }

    @Test func shiftedWideClustersProduceOneCoveringRun() {
        var before = Canvas(width: 8, height: 1)
        before.draw("世界", x: 0, y: 0)
        var after = Canvas(width: 8, height: 1)
        after.draw("世界", x: 1, y: 0)
        let runs = after.changedRuns(from: before, mergeGap: 0)
        #expect(runs == [CellRun(y: 0, x: 0, count: 5)])
    }
}
