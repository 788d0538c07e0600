/// The wrapper's inner loop for printable ASCII while `BreakAutomaton` is in charge.
///
/// Kept apart from `WrapEngine.run` so that its handful of live values stay in registers: the
/// big loop spills, and a spilled automaton row costs a store-to-load round trip per byte.
struct AsciiRun {
    var index: Int
    var lineStart: Int
    var column: Int
    var row: Int
    var inWhitespace: Bool
    var whitespaceStart: Int
    var whitespaceColumn: Int
    /// Set when the run found a break opportunity (the latest one is kept).
    var hasCandidate = false
    var candidateOffset = 0
    var candidateEnd = 0
    var candidateWidth = 0
    var candidateRow = 0

    init(index: Int, lineStart: Int, column: Int, row: Int, inWhitespace: Bool, whitespaceStart: Int, whitespaceColumn: Int) {
        self.index = index
        self.lineStart = lineStart
        self.column = column
        self.row = row
        self.inWhitespace = inWhitespace
        self.whitespaceStart = whitespaceStart
        self.whitespaceColumn = whitespaceColumn
    }

    /// Consumes printable ASCII from `run.index` until the end, a byte that is not printable
    /// ASCII, a mandatory or lookahead-dependent break, or a byte that would overflow the line.
    /// Each of those is left, unconsumed, to the general step.
    @inline(never)
    static func advance(_ run: inout AsciiRun, bytes: UnsafePointer<UInt8>, count n: Int, width: Int,
                        transitions: UnsafeMutablePointer<UInt32>, asciiInfo: UnsafeMutablePointer<UInt32>,
                        letterRow: Int) {
        var index = run.index
        var column = run.column
        var row = run.row
        var inWhitespace = run.inWhitespace
        let lineStart = run.lineStart
        defer {
            run.index = index
            run.column = column
            run.row = row
            run.inWhitespace = inWhitespace
        }
        while index < n {
            if row == letterRow {
                // A letter after a letter never breaks (LB28): only the column changes.
                while index < n, (bytes[index] | 0x20) &- 0x61 < 26, column < width {
                    column += 1
                    index += 1
                }
                if index >= n { return }
            }
            let byte = bytes[index]
            guard byte < 0x80 else { return }
            let info = asciiInfo[Int(byte)]
            guard info & 0x100 != 0 else { return }
            let entry = transitions[row + Int(info & 0xFF)]
            let action = entry & 3
            guard action < 2 else { return }
            let isSpace = info & 0x200 != 0
            if !isSpace && column >= width { return }
            if action == 1 && index > lineStart {
                let end = inWhitespace ? run.whitespaceStart : index
                if end > lineStart {
                    run.hasCandidate = true
                    run.candidateOffset = index
                    run.candidateEnd = end
                    run.candidateWidth = inWhitespace ? run.whitespaceColumn : column
                    run.candidateRow = row
                }
            }
            if isSpace {
                if !inWhitespace {
                    inWhitespace = true
                    run.whitespaceStart = index
                    run.whitespaceColumn = column
                }
            } else {
                inWhitespace = false
            }
            column += 1
            row = Int(entry >> 2)
            index += 1
        }
    }
}
