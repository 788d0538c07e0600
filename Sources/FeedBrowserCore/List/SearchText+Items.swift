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
        var rest = ranges[index]
        func next() -> String {
            let end = bytes[rest].firstIndex(of: Self.separator) ?? rest.upperBound
            defer { rest = min(end + 1, rest.upperBound)..<rest.upperBound }
            return original(rest.lowerBound..<end)
        }
        if fields.contains(.title) { entry.item.title = next() }
        entry.item.content = next()
        if fields.contains(.author) { entry.item.author = next() }
        if fields.contains(.summary) {
            entry.item.summary = next()
        } else if fields.contains(.summaryIsText) {
            entry.item.summary = entry.item.content
        } else if fields.contains(.summaryInText), let range = summariesInText[index] {
            entry.item.summary = original(range)
        }
        if fields.contains(.link) { entry.item.link = next() }
        return entry
    }

    /// The bytes of `range` as the text had them: the ASCII letters `uppercase` marks raised again.
    private func original(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { out in
            bytes.withUnsafeBufferPointer { all in
                _ = out.initialize(from: all[range])
            }
            var word = range.lowerBound >> 6
            while word << 6 < range.upperBound {
                var marks = uppercase[word]
                while marks != 0 {
                    let offset = word << 6 + marks.trailingZeroBitCount
                    if range.contains(offset) { out[offset - range.lowerBound] &= ~0x20 }
                    marks &= marks - 1
                }
                word += 1
            }
            return range.count
        }
    }

    /// Where `part` (not empty) starts in `text`'s UTF-8, looked for as `ListEntry.summaryIsRepeated`
    /// does (a summary of up to 1 KB, in the text's first 8 KB): feeds repeat the summary at or
    /// near the start of the text, so this costs little more than a comparison.
    static func offset(of part: String, in text: String) -> Int? {
        var part = part  // native strings are contiguous: `withUTF8` reads them in place
        var text = text
        return text.withUTF8 { all in
            part.withUTF8 { wanted in
                let searched = min(all.count, 8 << 10)
                guard !wanted.isEmpty, wanted.count <= min(1 << 10, searched) else { return nil }
                for start in 0...(searched - wanted.count) where all[start] == wanted[0] {
                    if memcmp(all.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0 { return start }
                }
                return nil
            }
        }
    }
}
