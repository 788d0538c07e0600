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
    static func found(_ text: inout SearchText, _ query: FilterQuery, among candidates: [Int]? = nil, continuing: Bool = false) -> [Int] {
        var found: [Int] = []
        text.forEachMatchingEntry(query, among: candidates, continuing: continuing) { found.append($0) }
        return found.sorted()
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
            #expect(Self.found(&text, query) == expected, "round \(round)")
            // Among candidates: many (one pass over the buffer) and few (entry by entry).
            for share in [2, 20] {
                let candidates = entries.indices.filter { _ in Int.random(in: 0..<share, using: &random) == 0 }.shuffled(using: &random)
                #expect(Self.found(&text, query, among: candidates) == expected.filter(Set(candidates).contains), "round \(round), 1 in \(share)")
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
        #expect(text.entry(from: held, at: 0, packed: PackedItemFieldsTests.packed(entry.item)).item == entry.item)
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
            let restored = text.entry(from: held[index], at: index, packed: PackedItemFieldsTests.packed(entries[index].item))
            let added = entries[index]
            #expect(restored.item == added.item, "entry \(index)")
            #expect(restored.content == added.content && restored.cellKind == added.cellKind && restored.date == added.date)
            #expect(restored.titleColumns == added.titleColumns && restored.summaryColumns == added.summaryColumns)
            #expect(restored.searchesSummary == added.searchesSummary)
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
        #expect(Self.found(&text, FilterQuery("zebra")) == [0, 39, 40])
        #expect(Self.found(&text, FilterQuery("w5q")) == [5])
        #expect(Self.found(&text, FilterQuery("w0q")) == [])
        #expect(Self.found(&text, FilterQuery("w39q")) == [])
        #expect(Self.found(&text, FilterQuery("q")) == Array(1..<39))
        #expect(Self.found(&text, FilterQuery("w3")) == [3] + Array(30..<39))
        #expect(Self.found(&text, FilterQuery("zebra"), among: [40, 5, 0]) == [0, 40])
    }

    /// Types `keys` into a filter as `ListPane.setFilter` does (a word typed on or one more word
    /// searches the shown entries for the new words only; anything else searches all), and
    /// checks after every key that `text` shows exactly what the field-by-field matcher finds.
    /// The buffer keeps where each word was found and resumes there on the next key; a word of
    /// one letter is answered from the letter masks.
    static func expectTyping(_ keys: [String], into text: inout SearchText, _ entries: [ListEntry], _ label: String) {
        var typed = ""
        var previous = FilterQuery("")
        var shown: [Int]?
        for key in keys {
            if key == "\u{8}" { typed = String(typed.dropLast()) } else { typed += key }
            let query = FilterQuery(typed)
            defer { previous = query }
            guard !query.isEmpty else {
                shown = nil
                continue
            }
            if let rows = shown, !previous.isEmpty, query.narrows(previous) {
                shown = found(&text, query.dropping(wordsOf: previous), among: rows)
            } else {
                shown = found(&text, query)
            }
            #expect(shown == reference(entries, query), "\(label): \"\(typed)\"")
        }
    }

    /// Keys typing `word` one character at a time.
    static func keys(_ word: String) -> [String] { word.map { String($0) } }

    /// Words found in the entries (pieces of their text, so typing them finds some and then
    /// fewer), and random ones, typed on, erased, and typed with a second word; between some
    /// words an entry is replaced (its old place in the buffer must not be resumed from).
    @Test func typingAWordFindsWhatAFreshSearchFinds() {
        var random = SeededGenerator(seed: 23)
        var entries = (0..<240).map { Self.wholeEntry(&random, number: $0) }
        var text = SearchText()
        text.append(Array(entries[..<120]))
        text.append(Array(entries[120...]))
        var narrowed = 0
        for round in 0..<150 {
            if round % 5 == 4 {
                let index = Int.random(in: entries.indices, using: &random)
                entries[index] = Self.wholeEntry(&random, number: index)
                text.replace(entries[index], at: index)
            }
            let source = entries.randomElement(using: &random)!.item
            let fields = [source.title, source.content, source.author, source.link].compactMap { $0 }.filter { !$0.isEmpty }
            func word() -> String {
                if Bool.random(using: &random), let field = fields.randomElement(using: &random) {
                    let characters = Array(field)
                    let start = Int.random(in: 0..<characters.count, using: &random)
                    let length = Int.random(in: 1...12, using: &random)
                    return String(characters[start..<min(characters.count, start + length)]).filter { !$0.isWhitespace }
                }
                return Self.text(&random, pieces: Int.random(in: 1...4, using: &random)).filter { !$0.isWhitespace }
            }
            let first = word()
            let second = word()
            var keys = Self.keys(first)
            switch round % 3 {
            case 0: keys += [" "] + Self.keys(second)
            case 1: keys += Array(repeating: "\u{8}", count: Int.random(in: 1...3, using: &random)) + Self.keys(second)
            default: keys += Self.keys(second.lowercased())
            }
            let before = Self.found(&text, FilterQuery(first)).count
            if before > 0 && before < entries.count { narrowed += 1 }
            Self.expectTyping(keys, into: &text, entries, "round \(round)")
        }
        #expect(narrowed > 50, "the typed words find some entries and not others")
    }

    /// The letters non-ASCII scalars fold to, typed alone and on: "k" finds K KELVIN SIGN, "s"
    /// and "ss" find ß and ẞ, "i" finds İ; an entry holding only such a scalar is found from its
    /// letter mask, and no other entry is.
    @Test func lettersThatScalarsFoldToAreFoundByTyping() {
        let texts = ["\u{212A}elvin", "Kelvin", "x\u{212A}", "Straße", "STRASSE", "ẞ", "ß", "İstanbul", "istanbul", "ı", "s", "sß", "Ssß",
                     "kernel", "market", "ks", "k\u{212A}", "ıi", "plain", "12 x", "ǅ", "Å", "\u{212B}"]
        let entries = texts.enumerated().map { ListEntry(FeedItem(id: "\($0.offset)", title: $0.element, summary: "", content: "")) }
        for word in ["kelvin", "k", "ks", "kk", "ss", "sss", "ssa", "straße", "strasse", "s", "i", "istanbul", "ıi", "x", "xk", "1", "12", "ǆ", "å"] {
            var text = SearchText()
            text.append(entries)
            Self.expectTyping(Self.keys(word), into: &text, entries, word)
            Self.expectTyping(Self.keys(word.uppercased()), into: &text, entries, word.uppercased())
        }
    }

    /// Long entries whose matches lie past the vector scan's 64-byte steps, near their edges and
    /// the text's end, typed as words are: the resumed search must find the first match at or
    /// after the last one however far on it is.
    @Test func typingFindsMatchesAtEveryDistance() {
        var entries: [ListEntry] = []
        for offset in 0..<140 {
            let filler = String(repeating: "la ", count: offset / 3) + String(repeating: "q", count: offset % 3)
            entries.append(ListEntry(FeedItem(id: "\(offset)", title: filler + "Lantern" + (offset % 2 == 0 ? "" : " lantern"), summary: "",
                                              content: offset % 3 == 0 ? "lanterna" : "")))
        }
        var text = SearchText()
        text.append(entries)
        for word in ["lantern", "lanterna", "la lantern", "q lanterns", "antern", "n"] {
            Self.expectTyping(Self.keys(word) + ["\u{8}", "\u{8}"] + Self.keys("rn"), into: &text, entries, word)
        }
    }

    /// An entry replaced between two keys is searched in its new text, not from where the word
    /// was found in its old one.
    @Test func aReplacedEntryIsNotResumedInItsOldText() {
        func entry(_ number: Int, _ title: String) -> ListEntry {
            ListEntry(FeedItem(id: "\(number)", title: title, link: nil, author: nil, summary: "", content: ""))
        }
        var entries = (0..<10).map { entry($0, "a lantern \($0)") }
        var text = SearchText()
        text.append(entries)
        #expect(Self.found(&text, FilterQuery("lan")) == Array(0..<10))
        // Texts with the words' letters (so their letter masks let them through) but not the words.
        entries[3] = entry(3, "a natural")
        entries[4] = entry(4, "lanterns, lanterns")
        entries[9] = entry(9, "internal slate")
        for index in [3, 4, 9] { text.replace(entries[index], at: index) }
        #expect(Self.found(&text, FilterQuery("lant")) == Self.reference(entries, FilterQuery("lant")))
        #expect(Self.found(&text, FilterQuery("lantern")) == [0, 1, 2, 4, 5, 6, 7, 8])
        #expect(Self.found(&text, FilterQuery("lanterns")) == [4])
    }

    /// The vector scan compares the whole word where its anchor pair is (the bytes before the pair
    /// too) and leaves a folded compare only where the text has a non-ASCII scalar: every byte of
    /// a word changed in turn (another letter, a capital, é, K KELVIN SIGN, ß, ẞ, İ, a field's end),
    /// or the word cut short, is found exactly where the field-by-field matcher finds it, typed
    /// key by key and searched afresh.
    @Test func theScanComparesTheWholeWord() {
        let words = ["train", "harbour", "lantern", "market", "kelvin", "strasse", "xylograph", "ask", "mis", "rss", "bass", "mask"]
        let replacements = ["q", "Q", "é", "\u{212A}", "ß", "ẞ", "İ", "K", "I", "S", "s"]
        var texts: [String] = []
        for word in words {
            let characters = Array(word)
            for position in characters.indices {
                for replacement in replacements {
                    var changed = characters.map(String.init)
                    changed[position] = replacement
                    texts.append(changed.joined())
                    // The same near miss before the word itself, so the scan must go on past it.
                    texts.append(changed.joined() + " " + word.uppercased())
                }
                texts.append(String(characters[..<position]))
            }
            texts.append(word.uppercased())
        }
        var entries = texts.enumerated().map { ListEntry(FeedItem(id: "\($0.offset)", title: $0.element, summary: "", content: "")) }
        // A field's end inside the word: the title and the text hold its two halves.
        for word in words {
            for cut in 1..<word.count {
                entries.append(ListEntry(FeedItem(id: "\(entries.count)", title: String(word.prefix(cut)), summary: "",
                                                  content: String(word.dropFirst(cut)))))
            }
        }
        var text = SearchText()
        text.append(entries)
        var found = 0
        for word in words + ["ss", "ßa", "train s", "market ask"] {
            let query = FilterQuery(word)
            found += Self.reference(entries, query).count
            #expect(Self.found(&text, query) == Self.reference(entries, query), "\(word) searched afresh")
            Self.expectTyping(Self.keys(word), into: &text, entries, word)
        }
        #expect(found > 200, "the words are found in many entries")
    }

    /// A key searches only its own candidates, whatever an earlier key with more (or different)
    /// candidates left in the kept work arrays.
    @Test func aKeyAfterALargerSearchFindsOnlyAmongItsCandidates() {
        let entries = (0..<300).map { ListEntry(FeedItem(id: "\($0)", title: "a harbour \($0)", summary: "", content: "")) }
        var text = SearchText()
        text.append(entries)
        #expect(Self.found(&text, FilterQuery("harbour")) == Array(0..<300))
        #expect(Self.found(&text, FilterQuery("harb"), among: [7, 3, 250]) == [3, 7, 250])
        #expect(Self.found(&text, FilterQuery("arbo"), among: [12]) == [12])
        #expect(Self.found(&text, FilterQuery("harbour 29")) == [29, 129, 229] + Array(290..<300))
        #expect(Self.found(&text, FilterQuery("ha"), among: []) == [])
    }

    /// The kept places of a word dropped from the filter are reused for a later word's: none of
    /// them may be taken as where that word was found. "qq" is found after "abcd"; "abc" then
    /// searches other entries only, and "abcd" over all must still find it at the start.
    @Test func aWordIsNotResumedFromAnotherWordsPlaces() {
        let entries = ["abcd qq", "abc", "x"].enumerated().map { ListEntry(FeedItem(id: "\($0.offset)", title: $0.element, summary: "", content: "")) }
        var text = SearchText()
        text.append(entries)
        #expect(Self.found(&text, FilterQuery("qq")) == [0])
        #expect(Self.found(&text, FilterQuery("ab")) == [0, 1])
        #expect(Self.found(&text, FilterQuery("abc"), among: [1, 2]) == [1])
        #expect(Self.found(&text, FilterQuery("abcd")) == [0])
    }

    @Test func noMatchSpansTwoFields() {
        let entry = ListEntry(FeedItem(id: "1", title: "Abc", link: "https://x.org", author: "Ada", summary: "", content: "def\u{30A}"))
        var text = SearchText()
        text.append([entry])
        for (query, found) in [("abc", true), ("cd", false), ("cdef", false), ("f ada", true), ("adah", false), ("\u{30A}ada", false), ("abc def", true)] {
            #expect(Self.found(&text, FilterQuery(query)) == (found ? [0] : []), "\(query)")
            #expect(Self.reference([entry], FilterQuery(query)) == (found ? [0] : []), "\(query)")
        }
    }
}
