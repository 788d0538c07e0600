import Foundation

/// The feed given as `-`: standard input, read to its end once and kept, so a reload (`r`) parses
/// the same bytes again rather than finding the pipe empty.
public enum StandardInputFeed {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: [UInt8]? = nil

    /// Every byte of standard input (read on first use; later calls return the same bytes).
    public static func bytes(cancellation: Cancellation = .none) throws(FeedLoadError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        var data: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 << 10, alignment: 16)
        defer { chunk.deallocate() }
        while !cancellation.isCancelled {
            let count = read(STDIN_FILENO, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .file(path: "standard input", reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        cached = data
        return data
    }
}
