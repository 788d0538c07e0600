#if canImport(Glibc)
import Glibc
#endif

/// An append-only array of plain values grown with `realloc`, for the held list's big columns
/// (the search buffer: 60 MB at 100k items). An `Array` grows by allocating twice its size and
/// copying: for a moment the old buffer and the copy are both resident (a 30-40 MB spike at the
/// end of a 100k load, when the buffer crosses a power of two). glibc moves a large block by
/// remapping its pages (`mremap`), without a copy or a second resident buffer.
///
/// A value type: a copy shares the storage until one of them appends (copy on write).
struct ReallocatingArray<Element: BitwiseCopyable>: RandomAccessCollection {
    private final class Storage {
        var base: UnsafeMutablePointer<Element>?
        var count = 0
        var capacity = 0

        deinit { free(base) }

        func copy() -> Storage {
            let copy = Storage()
            copy.grow(to: capacity)
            if count > 0 { copy.base!.update(from: base!, count: count) }
            copy.count = count
            return copy
        }

        func grow(to newCapacity: Int) {
            guard newCapacity > capacity else { return }
            guard let moved = realloc(base, newCapacity * MemoryLayout<Element>.stride) else {
                fatalError("ReallocatingArray: out of memory for \(newCapacity) elements")
            }
            base = moved.assumingMemoryBound(to: Element.self)
            capacity = newCapacity
        }
    }

    private var storage = Storage()

    init() {}

    var count: Int { storage.count }
    var capacity: Int { storage.capacity }
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < storage.count, "ReallocatingArray: index \(index) out of 0..<\(storage.count)")
        return storage.base![index]
    }

    /// Room for `minimumCapacity` elements in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique()
        storage.grow(to: minimumCapacity)
    }

    mutating func append(_ element: Element) {
        makeRoom(for: 1)
        storage.base![storage.count] = element
        storage.count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        makeRoom(for: elements.count)
        (storage.base! + storage.count).update(from: source, count: elements.count)
        storage.count += elements.count
    }

    mutating func append(contentsOf elements: some Sequence<Element>) {
        let done: Void? = elements.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        guard done == nil else { return }
        makeRoom(for: elements.underestimatedCount)
        for element in elements { append(element) }
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    mutating func withUnsafeMutableBufferPointer<Result>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> Result) rethrows -> Result {
        makeUnique()
        return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
    }

    /// Geometric growth (1.5x: a remap costs no copy, so less headroom is as cheap).
    private mutating func makeRoom(for extra: Int) {
        makeUnique()
        let needed = storage.count + extra
        guard needed > storage.capacity else { return }
        storage.grow(to: Swift.max(needed, storage.capacity + storage.capacity / 2, 16))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}
