/// Hands each line's UTF-8 offsets and width to a closure: for callers that copy the lines' bytes
/// themselves (the `wrap` command writes them straight to its output). Counts the lines it gave.
struct ClosureLineSink: LineSink {
    let body: (Int, Int, Int) -> Void
    private(set) var count = 0

    init(body: @escaping (Int, Int, Int) -> Void) { self.body = body }

    @inline(__always) mutating func line(start: Int, end: Int, width: Int) {
        count += 1
        body(start, end, width)
    }
}
