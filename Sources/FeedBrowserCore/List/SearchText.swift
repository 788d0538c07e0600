/// The searchable fields of a held list's entries (title, text, author, the summary when the text
/// does not repeat it, link) as one contiguous UTF-8 buffer with a byte range per entry, so a
/// filter keystroke is one linear scan: searching each item's own strings touched 3-5 separate
/// heap objects per item (cache misses, a retain and release each), 35-53 ms at 100k items.
///
/// Each field is followed by 0xFF, a byte that never occurs in UTF-8, so no match spans two
/// fields (as none did when each field was searched apart) and a multi-byte scalar never runs
/// into the next field.
struct SearchText {
    private(set) var bytes: [UInt8] = []
    /// Per entry, its fields' bytes in `bytes`.
    private(set) var ranges: [Range<Int>] = []

    static let separator: UInt8 = 0xFF

    /// Adds `entries`' text at the end, in order.
    mutating func append(_ entries: [ListEntry]) {
        var needed = bytes.count
        for entry in entries { needed += Self.length(of: entry) }
        // Geometric growth, as for the entries: a streaming load appends many small batches.
        if needed > bytes.capacity { bytes.reserveCapacity(max(needed, 2 * bytes.capacity)) }
        ranges.reserveCapacity(ranges.count + entries.count)
        for entry in entries { ranges.append(add(entry)) }
    }

    /// Puts `entry`'s text in place of entry `index`'s: appended at the end (a replaced item is
    /// rare; its old bytes stay unused until the list is reloaded).
    mutating func replace(_ entry: ListEntry, at index: Int) {
        ranges[index] = add(entry)
    }

    /// The rows of `candidates` (ascending or not) whose entry's text `query` matches; `entry`
    /// gives a row's entry index (the list shows entries in its own order).
    func rows(_ candidates: some Sequence<Int>, entry: (Int) -> Int = { $0 }, matching query: FilterQuery) -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            ranges.withUnsafeBufferPointer { ranges in
                candidates.filter { query.matches(UnsafeBufferPointer(rebasing: all[ranges[entry($0)]])) }
            }
        }
    }

    private mutating func add(_ entry: ListEntry) -> Range<Int> {
        let start = bytes.count
        let item = entry.item
        add(item.title)
        add(item.content)
        add(item.author)
        if entry.searchesSummary { add(item.summary) }
        add(item.link)
        return start..<bytes.count
    }

    private mutating func add(_ field: String?) {
        guard let field else { return }
        bytes.append(contentsOf: field.utf8)
        bytes.append(Self.separator)
    }

    private static func length(of entry: ListEntry) -> Int {
        let item = entry.item
        return (item.title?.utf8.count ?? 0) + item.content.utf8.count + (item.author?.utf8.count ?? 0)
            + (entry.searchesSummary ? item.summary.utf8.count : 0) + (item.link?.utf8.count ?? 0) + 5
    }
}
