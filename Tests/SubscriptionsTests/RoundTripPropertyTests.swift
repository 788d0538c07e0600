import Foundation
import Testing
import TestSupport
@testable import Subscriptions

/// Random subscription lists survive both text formats; each case replays from its seed.
@Suite struct RoundTripPropertyTests {
    /// Tag and title text drawn from the characters that need care in either format.
    static let alphabet = Array("abcXYZ019 _-.,/%&<>\"'\\#~!:;é中\u{1F600}\t\n")

    static func text(_ generator: inout SeededGenerator, length: ClosedRange<Int>) -> String {
        String((0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    /// A tag as the model allows: not empty, not all white space, not starting with `~` or `!`.
    static func tag(_ generator: inout SeededGenerator) -> String {
        while true {
            let candidate = text(&generator, length: 1...12)
            if !candidate.allSatisfy(\.isWhitespace), !candidate.hasPrefix("~"), !candidate.hasPrefix("!") { return candidate }
        }
    }

    static func entries(_ generator: inout SeededGenerator) -> [Entry] {
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { index in
            var tags: [String] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let tag = tag(&generator)
                if !tags.contains(tag) { tags.append(tag) }
            }
            let scheme = ["https://", "http://", "file:///"].randomElement(using: &generator)!
            let title = Bool.random(using: &generator) ? nil : Optional(tag(&generator))
            return Entry(url: "\(scheme)host\(index).example/feed#\(Int.random(in: 0...99, using: &generator))",
                         tags: tags, title: title, isHidden: Int.random(in: 0..<4, using: &generator) == 0)
        }
    }

    @Test(arguments: 0..<200)
    func listsRoundTripThroughTheURLsFile(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let entries = Self.entries(&generator)
        var list = SubscriptionList()
        for entry in entries { list = try list.adding(entry.subscription) }
        let reread = SubscriptionList(bytes: list.bytes)
        #expect(reread.issues.isEmpty, "seed \(seed)")
        #expect(reread.subscriptions.map(Entry.init) == entries, "seed \(seed): \(list.text)")
        #expect(reread.bytes == list.bytes)
        // Removing every other feed keeps the rest as they were.
        var trimmed = reread
        for entry in entries.enumerated() where entry.offset.isMultiple(of: 2) { trimmed = try trimmed.removing(url: entry.element.url) }
        #expect(trimmed.subscriptions.map(Entry.init) == entries.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element))
    }

    @Test(arguments: 0..<200)
    func listsRoundTripThroughOPML(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let entries = Self.entries(&generator)
        let text = OPMLWriter.document(for: entries.map(\.subscription), dateCreated: Date(timeIntervalSince1970: Double(seed) * 86_400))
        let imported = ImportedSubscriptions(bytes: Array(text.utf8))
        #expect(imported.issues.isEmpty, "seed \(seed): \(imported.issues)")
        // Export groups feeds by their first tag; inside a group, and for untagged feeds, order is kept.
        let expected = entries.enumerated()
            .sorted { (firstIndexOfGroup($0.element, in: entries), $0.offset) < (firstIndexOfGroup($1.element, in: entries), $1.offset) }
            .map(\.element)
        #expect(imported.subscriptions.map(Entry.init) == expected, "seed \(seed): \(text)")
    }

    /// Where the group an entry is exported in starts: its first tag's first use, or itself.
    private func firstIndexOfGroup(_ entry: Entry, in entries: [Entry]) -> Int {
        guard let folder = entry.tags.first else { return entries.firstIndex(of: entry)! }
        return entries.firstIndex { $0.tags.first == folder }!
    }
}
