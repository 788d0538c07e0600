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

/// Collects lines as UTF-8 offsets.
struct LineCollector: LineSink {
    var lines: [(start: Int, end: Int, width: Int)] = []
    mutating func line(start: Int, end: Int, width: Int) { lines.append((start, end, width)) }
}
