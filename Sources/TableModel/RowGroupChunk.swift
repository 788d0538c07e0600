#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The storage of one group of 4096 rows in a `HeightIndex`: the Fenwick tree over its 64 blocks
/// (64 `Int`s) followed by the state of each row (4096 `Int32`s), in one zeroed allocation.
///
/// Why one small allocation per group, made when a row of the group is first known: a resize to a
/// new width creates a fresh index, and only the groups on screen get rows measured. Allocating per
/// group keeps the memory a re-flow touches (and zeroes) the same at 10k and 1M rows, and comes
/// from the allocator's free lists (no `mmap`, no page faults once warm), whatever the row count.
struct RowGroupChunk {
    static let blockCount = HeightIndex.blocksPerGroup
    static let rowCount = 1 << HeightIndex.groupRowShift
    private static let treeBytes = blockCount * MemoryLayout<Int>.stride
    private static let byteCount = treeBytes + rowCount * MemoryLayout<Int32>.stride

    /// 0-based storage of the block tree's 1-based nodes: node `i` at `tree[i - 1]`.
    let tree: UnsafeMutablePointer<Int>
    /// Per row of the group: 0 default, `h + 1` estimated, `-(h + 1)` measured.
    let states: UnsafeMutablePointer<Int32>

    /// A zeroed chunk (every row default, every block sum 0).
    static func allocate() -> RowGroupChunk {
        guard let raw = calloc(1, byteCount) else {
            fatalError("TableModel: out of memory allocating \(byteCount) bytes of row heights")
        }
        return RowGroupChunk(tree: raw.bindMemory(to: Int.self, capacity: blockCount),
                             states: (raw + treeBytes).bindMemory(to: Int32.self, capacity: rowCount))
    }

    /// Frees the memory of `allocate()`.
    func deallocate() { free(UnsafeMutableRawPointer(tree)) }
}
