import Feeds
import Testing
import TestSupport
@testable import FeedBrowserCore

/// The filter's scan of one contiguous buffer (`SearchText`) finds exactly the items the
/// field-by-field matcher (`FilterQuery.matches(_:_:)`) finds.
@Suite struct SearchTextTests {
    /// Pieces that exercise the fold: ASCII in both cases, letters that fold to ASCII or expand
    /// (ß, ẞ, İ, K KELVIN SIGN), sigmas, combining marks, CJK, an emoji, spaces.
    static let pieces = ["a", "b", "s", "S", "ss", "k", "K", "i", "I", "e", "E", "x", " ", "ab", "AB", "sa",
                         "ß", "ẞ", "İ", "ı", "\u{212A}", "Σ", "σ", "ς", "é", "É", "e\u{301}", "ü", "Ü",
                         "東", "京", "👍", "Ω", "\u{2126}", "å", "\u{212B}", "Straße", "STRASSE", "kernel"]

    static func text(_ random: inout SeededGenerator, pieces count: Int) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func entry(_ random: inout SeededGenerator, number: Int) -> ListEntry {
        func field() -> String { text(&random, pieces: Int.random(in: 0...12, using: &random)) }
        func optionalField() -> String? { Bool.random(using: &random) ? field() : nil }
        let content = field()
        // Often a summary the text repeats, which the buffer leaves out.
        let summary = Bool.random(using: &random) ? String(content.prefix(Int.random(in: 0...4, using: &random))) : field()
        return ListEntry(FeedItem(id: "\(number)", title: optionalField(), link: optionalField(), author: optionalField(),
                                  summary: summary, content: content))
    }

    static func query(_ random: inout SeededGenerator) -> FilterQuery {
        let words = (0..<Int.random(in: 1...2, using: &random)).map { _ in text(&random, pieces: Int.random(in: 1...3, using: &random)) }
        return FilterQuery(words.joined(separator: " "))
    }

    static func reference(_ entries: [ListEntry], _ query: FilterQuery) -> [Int] {
        entries.withUnsafeBufferPointer { buffer in buffer.indices.filter { query.matches(buffer, $0) } }
    }

    /// The entries `text` finds for `query` among `candidates` (nil: all), in entry order.
    static func found(_ text: SearchText, _ query: FilterQuery, among candidates: [Int]? = nil) -> [Int] {
        let flags = text.matches(query, among: candidates)
        return flags.indices.filter { flags[$0] }
    }

    @Test func theBufferMatchesWhatTheFieldsMatch() {
        var random = SeededGenerator(seed: 16)
        var entries = (0..<300).map { Self.entry(&random, number: $0) }
        var text = SearchText()
        text.append(Array(entries[..<100]))
        text.append(Array(entries[100...]))
        var nonEmpty = 0
        for round in 0..<400 {
            if round % 10 == 9 {  // an item's text replaced: found at its new place, not at its old one
                let index = Int.random(in: entries.indices, using: &random)
                entries[index] = Self.entry(&random, number: index)
                text.replace(entries[index], at: index)
            }
            let query = Self.query(&random)
            let expected = Self.reference(entries, query)
            if !expected.isEmpty && expected.count < entries.count { nonEmpty += 1 }
            #expect(Self.found(text, query) == expected, "round \(round)")
            // Among candidates: many (one pass over the buffer) and few (entry by entry).
            for share in [2, 20] {
                let candidates = entries.indices.filter { _ in Int.random(in: 0..<share, using: &random) == 0 }.shuffled(using: &random)
                #expect(Self.found(text, query, among: candidates) == expected.filter(Set(candidates).contains), "round \(round), 1 in \(share)")
            }
        }
        #expect(nonEmpty > 100, "the queries find some items and not others")
    }

    /// Entries whose every field is chosen at random: nil, empty, ASCII or Unicode, a summary
    /// equal to the text, repeated inside it, or apart from it.
    static func wholeEntry(_ random: inout SeededGenerator, number: Int) -> ListEntry {
        func field() -> String { text(&random, pieces: Int.random(in: 0...40, using: &random)) }
        func optionalField() -> String? { Int.random(in: 0..<3, using: &random) == 0 ? nil : field() }
        let content = field()
        let summary = switch Int.random(in: 0..<4, using: &random) {
        case 0: content
        case 1: String(content.prefix(Int.random(in: 0...8, using: &random)))
        case 2: ""
        default: field()
        }
        return ListEntry(FeedItem(id: "\(number)", title: optionalField(), link: optionalField(), author: optionalField(),
                                  summary: summary, content: content, links: ["https://example.com/\(number)"],
                                  categories: [field()], duration: optionalField()))
    }

    @Test func aSummaryIsReadFromWhereTheTextRepeatsIt() {
        let entry = ListEntry(FeedItem(id: "1", title: "T", summary: "Straße é", content: "Intro. Straße é and more"))
        var text = SearchText()
        text.append([entry])
        let held = text.held(entry, at: 0)
        #expect(held.rare == nil, "no summary kept beside the buffer")
        #expect(text.stored[0].contains(.summaryInText))
        #expect(text.entry(from: held, at: 0).item == entry.item)
    }

    @Test func anEntryReadBackFromTheBufferIsTheEntryAddedAndTheHeldOneKeepsNoText() {
        var random = SeededGenerator(seed: 61)
        var entries = (0..<400).map { Self.wholeEntry(&random, number: $0) }
        var text = SearchText()
        text.append(Array(entries[..<150]))
        text.append(Array(entries[150...]))
        var held = entries.indices.map { text.held(entries[$0], at: $0) }
        for _ in 0..<60 {  // items replaced: read back from their new place
            let index = Int.random(in: entries.indices, using: &random)
            entries[index] = Self.wholeEntry(&random, number: index)
            text.replace(entries[index], at: index)
            held[index] = text.held(entries[index], at: index)
        }
        var summariesInText = 0
        for index in entries.indices {
            let restored = text.entry(from: held[index], at: index)
            let added = entries[index]
            #expect(restored.item == added.item, "entry \(index)")
            #expect(restored.content == added.content && restored.cellKind == added.cellKind && restored.date == added.date)
            #expect(restored.titleColumns == added.titleColumns && restored.summaryColumns == added.summaryColumns)
            #expect(restored.searchesSummary == added.searchesSummary && restored.state == added.state)
            #expect(text.cellContent(of: held[index], at: index) == added.content, "the row made from the buffer, entry \(index)")
            #expect((held[index].rare?.summary ?? "").isEmpty, "a summary is stored, equal to the text or found in it")
            if text.stored[index].contains(.summaryInText) { summariesInText += 1 }
        }
        #expect(summariesInText > 20, "summaries the text repeats without equalling them are read from it")
    }

    /// A match is its entry's however the pieces lie: entries replaced (their text moved to the
    /// end, the old bytes left in place) or replaced twice, the first and the last entry, a match
    /// at a piece's first and last byte.
    @Test func matchesAreMappedToTheirEntries() {
        func entry(_ number: Int, _ title: String) -> ListEntry {
            ListEntry(FeedItem(id: "\(number)", title: title, link: nil, author: nil, summary: "", content: ""))
        }
        var text = SearchText()
        text.append((0..<40).map { entry($0, "w\($0)q") })
        text.replace(entry(5, "zebra"), at: 5)
        text.replace(entry(0, "Zebra"), at: 0)
        text.replace(entry(39, "the zebra"), at: 39)
        text.replace(entry(5, "w5q"), at: 5)
        text.append([entry(40, "ZEBRA")])
        #expect(Self.found(text, FilterQuery("zebra")) == [0, 39, 40])
        #expect(Self.found(text, FilterQuery("w5q")) == [5])
        #expect(Self.found(text, FilterQuery("w0q")) == [])
        #expect(Self.found(text, FilterQuery("w39q")) == [])
        #expect(Self.found(text, FilterQuery("q")) == Array(1..<39))
        #expect(Self.found(text, FilterQuery("w3")) == [3] + Array(30..<39))
        #expect(Self.found(text, FilterQuery("zebra"), among: [40, 5, 0]) == [0, 40])
    }

    @Test func noMatchSpansTwoFields() {
        let entry = ListEntry(FeedItem(id: "1", title: "Abc", link: "https://x.org", author: "Ada", summary: "", content: "def\u{30A}"))
        var text = SearchText()
        text.append([entry])
        for (query, found) in [("abc", true), ("cd", false), ("cdef", false), ("f ada", true), ("adah", false), ("\u{30A}ada", false), ("abc def", true)] {
            #expect(Self.found(text, FilterQuery(query)) == (found ? [0] : []), "\(query)")
            #expect(Self.reference([entry], FilterQuery(query)) == (found ? [0] : []), "\(query)")
        }
    }
}
