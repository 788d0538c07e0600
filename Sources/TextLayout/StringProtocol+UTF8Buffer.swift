extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes, without copying when the storage is contiguous
    /// (native Swift strings and substrings; small strings are spilled to the stack by the stdlib).
    @inline(__always)
    func withUTF8Buffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        let copy = Array(utf8)
        return copy.withUnsafeBufferPointer(body)
    }
}
