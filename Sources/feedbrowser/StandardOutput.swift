#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output through a 64 KB buffer and write(2) (partial writes and EINTR retried), with
/// no `Data` or `String` per piece: `wrap` hands it each line's bytes, `parse --json` whole
/// buffers. The first error ends the writing and is kept for the command to report.
final class StandardOutput {
    private(set) var failure: Int32?
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    private var count = 0

    deinit { buffer.deallocate() }

    /// Appends `bytes`, writing the buffer out whenever it fills.
    func append(_ bytes: UnsafeRawBufferPointer) {
        if count + bytes.count > buffer.count {
            flush()
            if bytes.count >= buffer.count {
                send(bytes)
                return
            }
        }
        if bytes.count > 0 { (buffer.baseAddress! + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
        count += bytes.count
    }

    func append(_ byte: UInt8) {
        if count == buffer.count { flush() }
        buffer[count] = byte
        count += 1
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Lets `body` fill the buffer itself: it gets the buffer, how much of it is filled (to
    /// update), and a function that writes out a full buffer (`wrap` hands all three to the
    /// engine's line writer).
    func fill<Failure: Error>(_ body: (UnsafeMutableRawBufferPointer, inout Int, (UnsafeRawBufferPointer) -> Void) throws(Failure) -> Void) throws(Failure) {
        try body(buffer, &count) { full in self.send(full) }
    }

    /// Writes what was buffered, then `bytes` as they are (for callers with buffers of their own).
    func emit(_ bytes: UnsafeRawBufferPointer) {
        flush()
        send(bytes)
    }

    func flush() {
        send(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        count = 0
    }

    /// Throws when a write failed (a full disk, a closed pipe with SIGPIPE ignored).
    func check() throws {
        flush()
        if let failure { throw CommandFailure.failed("could not write the output: \(String(cString: strerror(failure)))") }
    }

    private func send(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = write(1, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            next += written
            left -= written
        }
    }
}
