import Feeds

/// The buffer as the only copy of the entries' searched text: a held list keeps each entry with
/// those fields emptied and reads them back when the entry is asked for (drawn, opened), so
/// the text of a 100k-item feed is not held twice (about 60 MB: the strings, their headers and
/// their allocations' rounding).
extension SearchText {
    /// `entry` (added at `index` already) without the fields the buffer holds for it; a summary
    /// stored nowhere else (the text repeats it without being equal to it) is kept.
    func stripping(_ entry: ListEntry, at index: Int) -> ListEntry {
        let fields = stored[index]
        var stripped = entry
        if fields.contains(.title) { stripped.item.title = "" }
        stripped.item.content = ""
        if fields.contains(.author) { stripped.item.author = "" }
        if !fields.isDisjoint(with: [.summary, .summaryIsText]) { stripped.item.summary = "" }
        if fields.contains(.link) { stripped.item.link = "" }
        return stripped
    }

    /// The whole entry of `stripped` (as `stripping` left entry `index`), its fields read back.
    func restoring(_ stripped: ListEntry, at index: Int) -> ListEntry {
        let fields = stored[index]
        var entry = stripped
        bytes.withUnsafeBufferPointer { all in
            var rest = all[ranges[index]]
            func next() -> String {
                let end = rest.firstIndex(of: Self.separator) ?? rest.endIndex
                defer { rest = rest[min(end + 1, rest.endIndex)...] }
                return String(decoding: UnsafeBufferPointer(rebasing: rest[..<end]), as: UTF8.self)
            }
            if fields.contains(.title) { entry.item.title = next() }
            entry.item.content = next()
            if fields.contains(.author) { entry.item.author = next() }
            if fields.contains(.summary) {
                entry.item.summary = next()
            } else if fields.contains(.summaryIsText) {
                entry.item.summary = entry.item.content
            }
            if fields.contains(.link) { entry.item.link = next() }
        }
        return entry
    }
}
