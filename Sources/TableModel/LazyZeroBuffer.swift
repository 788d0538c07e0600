#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed-capacity buffer of zeroed trivial values whose memory the OS zeroes on first touch.
///
/// Why: a new width (a resize) needs a fresh, all-zero height index for every row. Writing zeros
/// into 1M entries is O(n) per resize; an anonymous `mmap` is O(1) and only the pages a query
/// touches (O(log n) of them) are ever materialised. Growing copies (amortised O(1) per element).
final class LazyZeroBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private var byteCount: Int
    private var isMapped: Bool

    init(capacity requested: Int) {
        (base, capacity, byteCount, isMapped) = Self.allocate(max(requested, 1))
    }

    deinit { Self.release(base, byteCount: byteCount, isMapped: isMapped) }

    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// Makes room for at least `minimum` elements, keeping the first `preserving` ones (O(preserving)).
    func reserve(_ minimum: Int, preserving: Int) {
        guard minimum > capacity else { return }
        let (newBase, newCapacity, newBytes, newMapped) = Self.allocate(max(minimum, capacity * 2))
        newBase.update(from: base, count: min(preserving, capacity))
        Self.release(base, byteCount: byteCount, isMapped: isMapped)
        (base, capacity, byteCount, isMapped) = (newBase, newCapacity, newBytes, newMapped)
    }

    private static func allocate(_ count: Int) -> (UnsafeMutablePointer<Element>, Int, Int, Bool) {
        let stride = MemoryLayout<Element>.stride
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let bytes = ((count * stride + page - 1) / page) * page
        let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let address, address != MAP_FAILED {
            return (address.bindMemory(to: Element.self, capacity: bytes / stride), bytes / stride, bytes, true)
        }
        // No mmap (unusual): fall back to calloc, which zeroes eagerly but is still correct.
        guard let raw = calloc(count, stride) else {
            fatalError("TableModel: out of memory allocating a height index of \(count) rows")
        }
        return (raw.bindMemory(to: Element.self, capacity: count), count, count * stride, false)
    }

    private static func release(_ pointer: UnsafeMutablePointer<Element>, byteCount: Int, isMapped: Bool) {
        if isMapped {
            munmap(UnsafeMutableRawPointer(pointer), byteCount)
        } else {
            free(UnsafeMutableRawPointer(pointer))
        }
    }
}
