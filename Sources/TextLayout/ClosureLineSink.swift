/// Hands each line's UTF-8 offsets and width to a closure: for callers that copy the lines' bytes
/// themselves (the `wrap` command writes them straight to its output).
struct ClosureLineSink: LineSink {
    let body: (Int, Int, Int) -> Void
    @inline(__always) mutating func line(start: Int, end: Int, width: Int) { body(start, end, width) }
}
