/// Copies each line's bytes and a terminator into a caller's buffer, and hands the buffer on
/// whenever the next line does not fit: the `wrap` command's output with no call per line (the
/// copy is inlined into the engine's loop). After the checked run met invalid UTF-8, `restart`
/// points it at the repaired copy and skips the lines it already wrote.
struct LineBytesWriter: LineSink {
    private var source: UnsafePointer<UInt8>?
    private let buffer: UnsafeMutableRawPointer
    private let capacity: Int
    private(set) var filled: Int
    private let terminator: UInt8
    private let flush: (UnsafeRawBufferPointer) -> Void
    private var written = 0
    private var skipped = 0

    init(source: UnsafePointer<UInt8>?, buffer: UnsafeMutableRawBufferPointer, filled: Int, terminator: UInt8,
         flush: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.source = source
        self.buffer = buffer.baseAddress!
        capacity = buffer.count
        self.filled = filled
        self.terminator = terminator
        self.flush = flush
    }

    /// The lines of the repaired copy at `source`: its first lines are those written already.
    mutating func restart(from source: UnsafePointer<UInt8>) {
        self.source = source
        skipped = written
        written = 0
    }

    @inline(__always) mutating func line(start: Int, end: Int, width: Int) {
        written += 1
        if skipped >= written { return }
        let length = end - start
        if filled + length >= capacity {
            flushBuffer()
            // A line as long as the buffer goes out from where it is.
            if length >= capacity {
                flush(UnsafeRawBufferPointer(start: source! + start, count: length))
                buffer.storeBytes(of: terminator, as: UInt8.self)
                filled = 1
                return
            }
        }
        if length > 0 { (buffer + filled).copyMemory(from: source! + start, byteCount: length) }
        (buffer + filled + length).storeBytes(of: terminator, as: UInt8.self)
        filled += length + 1
    }

    private mutating func flushBuffer() {
        if filled > 0 { flush(UnsafeRawBufferPointer(start: buffer, count: filled)) }
        filled = 0
    }
}
