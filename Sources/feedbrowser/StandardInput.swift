#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input read whole with read(2) into one buffer (sized from fstat when it is a file):
/// `wrap` wraps the bytes in place (the engine checks them as UTF-8 as it goes).
enum StandardInput {
    static func readAll() -> [UInt8] {
        var status = stat()
        let expected = fstat(0, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        // Straight into uninitialized memory: no zero fill of pages the kernel then writes over.
        // One byte more than a file's size sees its end in the same buffer.
        var full = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(expected + 1, 1 << 16)) { buffer, count in
            adviseHugePages(buffer)
            count = fill(buffer)
            full = count == buffer.count
        }
        // A pipe, or a file that grew: the rest in chunks as large as what came so far.
        while full {
            let chunk = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                count = fill(buffer)
                full = count == buffer.count
            }
            bytes += chunk
        }
        return bytes
    }

    /// Asks for 2 MB pages over the whole 2 MB blocks of a large, untouched buffer: 34 MB of input
    /// then costs 17 page faults instead of 8,200 (Linux's transparent huge pages in `madvise` mode).
    private static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
        let hugePage = 2 << 20
        let start = (Int(bitPattern: buffer.baseAddress) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: buffer.baseAddress) + buffer.count) & ~(hugePage - 1)
        if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
        #endif
    }

    /// Reads standard input into `buffer` until it is full or the input ends; how many bytes came.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        while count < buffer.count {
            let got = read(0, buffer.baseAddress! + count, buffer.count - count)
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        return count
    }
}
