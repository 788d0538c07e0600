/// Receives the lines the wrap engine finds, as UTF-8 offsets, so that counting lines and building
/// ranges share one engine and counting allocates nothing.
protocol LineSink {
    /// A line whose text is bytes `start..<end` and which takes `width` columns.
    mutating func line(start: Int, end: Int, width: Int)
}

/// Counts lines.
struct LineCounter: LineSink {
    var count = 0
    @inline(__always) mutating func line(start: Int, end: Int, width: Int) { count += 1 }
}

/// Builds `WrappedLine`s straight from the offsets (no intermediate array). Offsets only grow,
/// so each index is reached from the previous one.
struct WrappedLineBuilder: LineSink {
    let utf8: String.UTF8View
    var lines: [WrappedLine] = []
    private var lastOffset = 0
    private var lastIndex: String.Index

    init(_ text: String, expectedLines: Int) {
        utf8 = text.utf8
        lastIndex = text.startIndex
        lines.reserveCapacity(expectedLines)
    }

    @inline(__always)
    private mutating func index(at offset: Int) -> String.Index {
        let result = utf8.index(lastIndex, offsetBy: offset - lastOffset)
        lastOffset = offset
        lastIndex = result
        return result
    }

    mutating func line(start: Int, end: Int, width: Int) {
        let lower = index(at: start)
        let upper = index(at: end)
        lines.append(WrappedLine(range: lower..<upper, width: width))
    }
}

/// Collects lines as UTF-8 offsets.
struct LineCollector: LineSink {
    var lines: [(start: Int, end: Int, width: Int)] = []
    mutating func line(start: Int, end: Int, width: Int) { lines.append((start, end, width)) }
}
