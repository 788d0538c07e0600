/// A growable byte buffer reused across fields, so converting a field allocates nothing.
///
/// A class (one owner, reset per use) rather than `[UInt8]`: appends in the converter's inner loop
/// then cost a bounds check and a store, with no uniqueness check per byte.
final class ByteWriter {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Empties the buffer, keeping its memory.
    @inline(__always) func reset() { count = 0 }

    var isEmpty: Bool { count == 0 }
    var last: UInt8? { count > 0 ? base[count - 1] : nil }
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append<S: Sequence>(contentsOf bytes: S) where S.Element == UInt8 {
        for byte in bytes { append(byte) }
    }

    /// Exchanges bytes (and memory) with `other`: keeps a buffer's text without copying it.
    func swapContents(with other: ByteWriter) {
        (base, other.base) = (other.base, base)
        (count, other.count) = (other.count, count)
        (capacity, other.capacity) = (other.capacity, capacity)
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
