extension Canvas {
    /// The runs of cells that differ from `previous`, row by row, left to right.
    ///
    /// With no previous canvas, or one of another size, every row is one full run (the screen
    /// must be redrawn). Runs are widened so a wide cluster is always rewritten whole: a run never
    /// starts on a continuation cell nor ends between a cluster and its continuation. Changed cells
    /// closer than `mergeGap` columns are joined into one run, since moving the cursor costs about
    /// as much as rewriting a few cells. O(width x height).
    public func changedRuns(from previous: Canvas?, mergeGap: Int = 4) -> [CellRun] {
        guard let previous, previous.width == width, previous.height == height else {
            return width == 0 ? [] : (0..<height).map { CellRun(y: $0, x: 0, count: width) }
        }
        var runs: [CellRun] = []
        for y in 0..<height {
            let row = y * width
            var x = 0
            var open: (start: Int, end: Int)? = nil
            while x < width {
                if cells[row + x] == previous.cells[row + x] {
                    x += 1
                    continue
                }
                var start = x
                while start > 0, cells[row + start].isContinuation || previous.cells[row + start].isContinuation {
                    start -= 1
                }
                var end = x + 1
                while end < width, cells[row + end].isContinuation || previous.cells[row + end].isContinuation {
                    end += 1
                }
                if let current = open, start - current.end <= mergeGap {
                    open = (current.start, max(current.end, end))
                } else {
                    if let current = open { runs.append(CellRun(y: y, x: current.start, count: current.end - current.start)) }
                    open = (start, end)
                }
                x = end
            }
            if let current = open { runs.append(CellRun(y: y, x: current.start, count: current.end - current.start)) }
        }
        return runs
    }
}
