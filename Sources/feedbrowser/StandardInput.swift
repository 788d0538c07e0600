#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input read with read(2) a piece at a time, for `wrap`: each piece but the last ends
/// just before a line feed (one that does not end a CR LF), which is dropped, and the engine's
/// lines of the pieces are those of the whole text (`LineBytesWriterTests`). One 1 MB buffer is
/// reused, so the bytes are still in the cache when the engine reads them and the kernel does not
/// clear fresh pages for the whole input; it grows only for a line longer than itself.
enum StandardInput {
    static let pieceBytes = 1 << 20

    /// Calls `body` with each piece in order; `isLast` for the rest of the input after the last
    /// cut (empty only when the input is).
    static func forEachPiece<Failure: Error>(_ body: (_ piece: UnsafeBufferPointer<UInt8>, _ isLast: Bool) throws(Failure) -> Void) throws(Failure) {
        var capacity = pieceBytes
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var count = 0
        while true {
            count += fill(buffer + count, capacity - count)
            if count < capacity {
                try body(UnsafeBufferPointer(start: buffer, count: count), true)
                return
            }
            // Never at the last byte: it may be the input's final line feed, which ends the last
            // line rather than cutting before an empty one.
            if let cut = lastCut(buffer, before: count - 1) {
                try body(UnsafeBufferPointer(start: buffer, count: cut), false)
                count -= cut + 1
                memmove(buffer, buffer + cut + 1, count)
            } else {
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                larger.update(from: buffer, count: count)
                buffer.deallocate()
                buffer = larger
                capacity *= 2
            }
        }
    }

    /// The offset of the last line feed before `end` that is not the second half of a CR LF.
    private static func lastCut(_ bytes: UnsafeMutablePointer<UInt8>, before end: Int) -> Int? {
        var index = end - 1
        while index >= 0 {
            if bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) { return index }
            index -= 1
        }
        return nil
    }

    /// Reads standard input into `buffer` until `capacity` bytes came or the input ended; how many came.
    private static func fill(_ buffer: UnsafeMutablePointer<UInt8>, _ capacity: Int) -> Int {
        var count = 0
        while count < capacity {
            let got = read(0, buffer + count, capacity - count)
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        return count
    }
}
