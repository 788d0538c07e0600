import Feeds
import Testing
import TestSupport
@testable import FeedBrowserCore

/// A search split in steps at the level of `SearchText` (`forEachMatchingEntry(_:among:continuing:_:)`,
/// as `HeldFilterSearch` calls it): each step reads only its own candidates, and the union of the
/// steps' answers is what one search of all of them finds, wherever the steps begin and end.
@Suite struct SearchTextStepsTests {
    /// Texts whose words fold (ß, ẞ, K KELVIN SIGN, İ), start with a non-ASCII letter (é, 東),
    /// or are plain: many candidates are left out by their letter masks, others are unsure in the
    /// vector scan and compared folded.
    static let words = ["ke", "kel", "kelvin", "ss", "straße", "strasse", "is", "ist", "éa", "é", "東京", "ab", "ab sa", "ba", "xa", "sa k"]

    /// Splits `candidates` at random places into steps (some empty) and searches `query` step by
    /// step as `HeldFilterSearch` does (the first step begins the search, the others continue
    /// it), appending `arriving` entries to `text` between steps (a later step searches them):
    /// the entries found, in ascending order.
    static func stepped(_ text: inout SearchText, _ query: FilterQuery, among candidates: [Int], arriving: [[ListEntry]],
                        _ random: inout SeededGenerator) -> [Int] {
        var waiting = candidates
        var arriving = arriving
        var found: [Int] = []
        var first = true
        while !waiting.isEmpty || !arriving.isEmpty || first {
            let size = Int.random(in: 0...max(1, waiting.count / 3), using: &random)
            let step = Array(waiting.prefix(size))
            waiting.removeFirst(step.count)
            found += SearchTextTests.found(&text, query, among: step, continuing: !first)
            first = false
            if !arriving.isEmpty && Bool.random(using: &random) {
                let start = text.ranges.count
                text.append(arriving.removeFirst())
                waiting += Array(start..<text.ranges.count)
            }
        }
        return found.sorted()
    }

    @Test func stepsEndingAnywhereFindWhatOneSearchFinds() {
        var random = SeededGenerator(seed: 44)
        var entries = (0..<260).map { SearchTextTests.entry(&random, number: $0) }
        var text = SearchText()
        text.append(entries)
        var split = 0
        var previous = ""
        for round in 0..<300 {
            // Typing on the last word (resumed from its starts) or a new one.
            let typed = round % 3 == 0 ? Self.words.randomElement(using: &random)! : previous + SearchTextTests.text(&random, pieces: 1)
            let query = FilterQuery(typed)
            guard !query.isEmpty else { continue }
            previous = typed.count > 12 ? "" : typed
            let arriving = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                (0..<Int.random(in: 1...9, using: &random)).map { _ in SearchTextTests.entry(&random, number: entries.count) }
            }
            // Candidates: all (in order) or some (in any order), as a filter typed on searches the rows shown.
            let candidates = Bool.random(using: &random)
                ? Array(entries.indices) : entries.indices.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let found = Self.stepped(&text, query, among: candidates, arriving: arriving, &random)
            let added = Array(entries.count..<entries.count + arriving.joined().count)
            entries += arriving.joined()
            let expected = SearchTextTests.reference(entries, query).filter { Set(candidates + added).contains($0) }
            #expect(found == expected, "round \(round): \"\(typed)\"")
            if !expected.isEmpty && expected.count < candidates.count { split += 1 }
        }
        #expect(split > 100, "the queries find some candidates and not others")
        #expect(entries.count > 400, "entries arrived between steps")
    }

    /// Steps whose candidates the letter masks all leave out, steps with no candidates at all,
    /// and one-entry steps, between steps that find entries.
    @Test func stepsWithNothingToSearchFindNothingAndLeaveTheOthersAlone() {
        let titles = ["a lantern", "xyz", "lantern light", "", "qqq", "LANTERN", "Lanterne", "nothing here", "K\u{212A}lantern"]
        let entries = titles.enumerated().map { ListEntry(FeedItem(id: "\($0.offset)", title: $0.element, summary: "", content: "")) }
        var text = SearchText()
        text.append(entries)
        let query = FilterQuery("lantern")
        #expect(SearchTextTests.found(&text, query, among: [1, 4], continuing: false) == [], "no candidate has the letters")
        #expect(SearchTextTests.found(&text, query, among: [], continuing: true) == [])
        #expect(SearchTextTests.found(&text, query, among: [0], continuing: true) == [0])
        #expect(SearchTextTests.found(&text, query, among: [3, 7], continuing: true) == [])
        #expect(SearchTextTests.found(&text, query, among: [8, 6, 5, 2], continuing: true) == [2, 5, 6, 8])
        // The next key resumes each entry from where the steps found "lantern".
        #expect(SearchTextTests.found(&text, FilterQuery("lanterne"), among: [0, 2, 5, 6, 8]) == [6])
    }
}
