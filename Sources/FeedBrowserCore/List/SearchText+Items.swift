import Feeds
#if canImport(Glibc)
import Glibc
#endif

/// The buffer as the only copy of the entries' searched text: a held list keeps each entry with
/// those fields emptied and reads them back when the entry is asked for (drawn, opened), so
/// the text of a 100k-item feed is not held twice (about 60 MB: the strings, their headers and
/// their allocations' rounding).
extension SearchText {
    /// Empties the fields of `entry` (added at `index` already) that the buffer holds for it (all
    /// the searched ones, and the summary whenever the text contains it where `offset` looks).
    /// In place: the entry held by the store, so its other fields are not copied and released again.
    func strip(_ entry: inout ListEntry, at index: Int) {
        let fields = stored[index]
        if fields.contains(.title) { entry.item.title = "" }
        entry.item.content = ""
        if fields.contains(.author) { entry.item.author = "" }
        if !fields.isDisjoint(with: [.summary, .summaryIsText, .summaryInText]) { entry.item.summary = "" }
        if fields.contains(.link) { entry.item.link = "" }
    }

    /// The whole entry of `stripped` (as `strip` left entry `index`), its fields read back.
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
            } else if fields.contains(.summaryInText), let range = summariesInText[index] {
                entry.item.summary = String(decoding: UnsafeBufferPointer(rebasing: all[range]), as: UTF8.self)
            }
            if fields.contains(.link) { entry.item.link = next() }
        }
        return entry
    }

    /// Where `part` (not empty) starts in `bytes[text]`, looked for as `ListEntry.summaryIsRepeated`
    /// does (a summary of up to 1 KB, in the text's first 8 KB): feeds repeat the summary at or
    /// near the start of the text, so this costs little more than a comparison.
    static func offset(of part: String, inTextAt text: Range<Int>, of bytes: [UInt8]) -> Int? {
        var part = part  // native strings are contiguous: `withUTF8` reads it in place
        let searched = text.lowerBound..<min(text.upperBound, text.lowerBound + (8 << 10))
        guard !part.isEmpty, part.utf8.count <= min(1 << 10, searched.count) else { return nil }
        return bytes.withUnsafeBufferPointer { all in
            part.withUTF8 { wanted in
                for start in searched.lowerBound...(searched.upperBound - wanted.count) where all[start] == wanted[0] {
                    if memcmp(all.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0 { return start }
                }
                return nil
            }
        }
    }
}
