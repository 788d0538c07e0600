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
    /// Per entry, which fields those bytes hold (to read its item back, `SearchText+Items`).
    private(set) var stored: [StoredFields] = []
    /// Where in `bytes` the summary of an entry lies inside its text (`StoredFields.summaryInText`).
    private(set) var summariesInText: [Int: Range<Int>] = [:]

    static let separator: UInt8 = 0xFF

    /// Adds `entries`' text at the end, in order.
    mutating func append(_ entries: [ListEntry]) {
        var needed = bytes.count
        for entry in entries { needed += Self.length(of: entry) }
        // Geometric growth, as for the entries: a streaming load appends many small batches.
        if needed > bytes.capacity { bytes.reserveCapacity(max(needed, 2 * bytes.capacity)) }
        ranges.reserveCapacity(ranges.count + entries.count)
        stored.reserveCapacity(stored.count + entries.count)
        for entry in entries {
            let (range, fields) = add(entry, at: ranges.count)
            ranges.append(range)
            stored.append(fields)
        }
    }

    /// Puts `entry`'s text in place of entry `index`'s: appended at the end (a replaced item is
    /// rare; its old bytes stay unused until the list is reloaded).
    mutating func replace(_ entry: ListEntry, at index: Int) {
        summariesInText[index] = nil
        (ranges[index], stored[index]) = add(entry, at: index)
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

    /// Writes the fields of entry `index` in the order `restoring` reads them back.
    private mutating func add(_ entry: ListEntry, at index: Int) -> (Range<Int>, StoredFields) {
        let start = bytes.count
        let item = entry.item
        var fields = StoredFields()
        if add(item.title) { fields.insert(.title) }
        let textStart = bytes.count
        add(item.content)
        if add(item.author) { fields.insert(.author) }
        if entry.searchesSummary {
            add(item.summary)
            fields.insert(.summary)
        } else if item.summary == item.content {
            fields.insert(.summaryIsText)
        } else if let offset = Self.offset(of: item.summary, inTextAt: textStart..<textStart + item.content.utf8.count, of: bytes) {
            fields.insert(.summaryInText)
            summariesInText[index] = offset..<offset + item.summary.utf8.count
        }
        if add(item.link) { fields.insert(.link) }
        return (start..<bytes.count, fields)
    }

    @discardableResult private mutating func add(_ field: String?) -> Bool {
        guard let field else { return false }
        bytes.append(contentsOf: field.utf8)
        bytes.append(Self.separator)
        return true
    }

    private static func length(of entry: ListEntry) -> Int {
        let item = entry.item
        return (item.title?.utf8.count ?? 0) + item.content.utf8.count + (item.author?.utf8.count ?? 0)
            + (entry.searchesSummary ? item.summary.utf8.count : 0) + (item.link?.utf8.count ?? 0) + 5
    }
}
