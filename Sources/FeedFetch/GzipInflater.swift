import CCurl

/// Decompresses a gzip stream as its chunks arrive: a feed file saved compressed (`feed.xml.gz`,
/// or a download kept as the server sent it) is read like the plain one.
final class GzipInflater {
    private var stream = z_stream()
    private var ended = false
    private let source: String

    /// True when `bytes` start with gzip's magic number (RFC 1952 2.3.1: 1F 8B).
    static func isGzip(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// `source` names the file in messages.
    init(source: String) throws(FeedLoadError) {
        self.source = source
        guard ccurl_inflate_init_auto(&stream) == Z_OK else { throw .file(path: source, reason: "zlib could not be initialised") }
    }

    deinit { inflateEnd(&stream) }

    /// Inflates `input`, handing the decompressed bytes to `body` in pieces of up to 256 KB.
    func inflate(_ input: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws(FeedLoadError) -> Void) throws(FeedLoadError) {
        guard !ended, input.count > 0 else { return }
        let outCapacity = 256 << 10
        let out = UnsafeMutableRawBufferPointer.allocate(byteCount: outCapacity, alignment: 16)
        defer { out.deallocate() }
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress!.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        repeat {
            stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(outCapacity)
            let result = CCurl.inflate(&stream, Z_NO_FLUSH)
            let produced = outCapacity - Int(stream.avail_out)
            if produced > 0 { try body(UnsafeRawBufferPointer(rebasing: out[0..<produced])) }
            if result == Z_STREAM_END { ended = true; return }
            if result != Z_OK && result != Z_BUF_ERROR {
                throw .file(path: source, reason: "the gzip data is damaged (\(stream.msg.map { String(cString: $0) } ?? "zlib error \(result)"))")
            }
            if result == Z_BUF_ERROR { return }
        } while stream.avail_in > 0 || stream.avail_out == 0
    }

    /// Checks the stream ended: a file cut short is said to be.
    func finish() throws(FeedLoadError) {
        if !ended { throw .file(path: source, reason: "the gzip data ends early (truncated?)") }
    }
}
