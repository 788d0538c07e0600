import Foundation

/// Reads a local file in chunks so parsing starts before the whole file is in memory.
enum FileReader {
    static let chunkSize = 256 << 10

    /// Calls `body` with each chunk; returns the byte count.
    static func read(_ url: URL, cancellation: Cancellation,
                     _ body: (UnsafeRawBufferPointer) throws(FeedLoadError) -> Void) throws(FeedLoadError) -> Int {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .file(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw .file(path: path, reason: "it is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .file(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var total = 0
        while !cancellation.isCancelled {
            let count = Foundation.read(descriptor, buffer.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw .file(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return total
    }
}
