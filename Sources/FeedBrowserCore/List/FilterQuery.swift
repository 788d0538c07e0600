import Feeds

/// What the `/` filter looks for: the typed words, each folded for search. An item matches when
/// every word occurs, in any order and any of its fields (title, author, summary, text, link),
/// ignoring case: `/kernel patch` finds items with both words, not only the phrase.
public struct FilterQuery: Sendable {
    /// One search per distinct word, in the order typed.
    let searches: [FoldedSearch]

    /// The words of `text`, split at whitespace; "" (or only spaces) is the empty query.
    public init(_ text: String) {
        var seen: Set<String> = []
        var searches: [FoldedSearch] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            let folded = FeedItem.foldedForSearch(String(word))
            if !folded.isEmpty && seen.insert(folded).inserted { searches.append(FoldedSearch(folded: folded)) }
        }
        self.searches = searches
    }

    /// True when there is nothing to look for (every item matches).
    public var isEmpty: Bool { searches.isEmpty }

    /// Whether every item this query matches also matches `previous`: each of `previous`'s words
    /// lies inside one of this query's words (a word typed on, or one more word). Then only
    /// `previous`'s matches need searching.
    func narrows(_ previous: FilterQuery) -> Bool {
        previous.searches.allSatisfy { old in searches.contains { new in Self.bytes(new.word, contain: old.word) } }
    }

    /// Whether every word occurs in one of the searched fields of `entries[index]`. The fields
    /// are read in place: a copy of a whole entry retains its ~20 strings, which cost a third of
    /// a keystroke over 100k items when the filter copied entries.
    func matches(_ entries: UnsafeBufferPointer<ListEntry>, _ index: Int) -> Bool {
        searches.allSatisfy { search in
            search.occurs(in: entries[index].item.title) || search.occurs(in: entries[index].item.content)
                || search.occurs(in: entries[index].item.author)
                || (entries[index].searchesSummary && search.occurs(in: entries[index].item.summary))
                || search.occurs(in: entries[index].item.link)
        }
    }

    /// Whether every word occurs in `text`, an entry's fields in a `SearchText` (no match spans
    /// its separators, so this agrees with `matches(_:_:)` on the entry).
    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        searches.allSatisfy { $0.firstMatch(in: text, from: 0) != nil }
    }

    /// Whether every word occurs in one of `fields` (an item's texts as UTF-8, as the library
    /// holds them): what `matches(_:_:)` decides for a held entry with those fields, so a library
    /// list searched in SQL shows the rows a held list would.
    public func matches(fields: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Bool {
        searches.allSatisfy { search in fields.contains { search.firstMatch(in: $0, from: 0) != nil } }
    }

    /// The UTF-8 ranges of `text` where any word occurs, sorted, overlapping ones merged: what the
    /// list and the detail highlight.
    public func matchRanges(in text: Substring) -> [Range<Int>] {
        guard !searches.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        FoldedSearch.withBytes(of: String(text)) { bytes in
            for search in searches {
                var start = 0
                while let found = search.firstMatch(in: bytes, from: start) {
                    ranges.append(found)
                    start = found.upperBound
                }
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    private static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
