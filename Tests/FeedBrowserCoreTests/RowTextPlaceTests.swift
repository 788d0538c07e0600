import Feeds
import Foundation
import Testing
import TestSupport
import TextLayout
@testable import FeedBrowserCore

/// `ListEntry.rowTextPlace` (found from the item's own strings when the entry is made) is what a
/// held list found before by matching the row's strings against its search buffer (the derivation
/// `SearchText.held` ran on the main thread, kept here as the oracle), for entries of every shape.
@Suite struct RowTextPlaceTests {
    /// Texts that exercise the cut and the collapse: CJK and emoji (cut among multi-byte
    /// characters), combining marks, runs of spaces, tabs and line breaks, texts that end in an
    /// ellipsis of their own (after a space, or joined to a prepended scalar), leading spaces.
    static let texts: [String] = [
        "", " ", "a", "Plain one line.", "  leading spaces", "trailing spaces  ", "two  spaces", "a\ttab", "line\nbreak",
        "cr\r\nlf", String(repeating: "東京の夜 ", count: 80), String(repeating: "word ", count: 90),
        String(repeating: "画和拍照", count: 120), String(repeating: "👨‍👩‍👧🇫🇷", count: 150),
        String(repeating: "a\u{301}\u{302}", count: 300), String(repeating: "x", count: 199), String(repeating: "x", count: 200),
        String(repeating: "x", count: 201), String(repeating: "y", count: 199) + " z", String(repeating: "y", count: 200) + " z",
        String(repeating: "y", count: 199) + "  z", "ends in an ellipsis…", "ends in an ellipsis …", "prepended \u{600}…",
        String(repeating: "q", count: 199) + "\u{600}" + String(repeating: "r", count: 50),
        String(repeating: " \n", count: 300) + "after many breaks", String(repeating: "s ", count: 250),
        String(repeating: "s  \t", count: 150), "Straße İstanbul ÄÖÜ", "UPPER lower MiXeD", "e\u{301}\u{301}\u{301}",
        "\u{3000}ideographic space", "nbsp\u{A0}\u{A0}here", "\u{A0}",
    ]

    static func items(_ random: inout SeededGenerator, count: Int) -> [FeedItem] {
        (0..<count).map { number in
            func text() -> String {
                Bool.random(using: &random) ? texts.randomElement(using: &random)!
                    : (0..<Int.random(in: 1...4, using: &random)).map { _ in texts.randomElement(using: &random)! }.joined()
            }
            let content = text()
            let summary = switch Int.random(in: 0..<5, using: &random) {
            case 0: content
            case 1: String(content.prefix(Int.random(in: 0...300, using: &random)))
            case 2: ""
            case 3: String(content.dropFirst(Int.random(in: 0...20, using: &random)))
            default: text()
            }
            let title: String? = switch Int.random(in: 0..<4, using: &random) {
            case 0: nil
            case 1: " \n "
            default: texts.randomElement(using: &random)!
            }
            let author: String? = switch Int.random(in: 0..<3, using: &random) {
            case 0: nil
            default: ["Ann", " Ann\t", "Bo  Li", "", "東京", "a\nb"].randomElement(using: &random)!
            }
            return FeedItem(id: "\(number)", title: title, author: author, summary: summary, content: content)
        }
    }

    @Test func theLoadersPlaceIsTheOneTheBufferMatchGave() {
        var random = SeededGenerator(seed: 1717)
        var entries = Self.items(&random, count: 3000).map { ListEntry($0) }
        entries += RowBytesMeasurementTests.entries(400, seed: 4242)
        var searchText = SearchText()
        searchText.append(entries)
        var compared = 0
        var places = 0
        var cut = 0
        var collapsed = 0
        for (index, entry) in entries.enumerated() {
            let keepsSummary = searchText.stored[index].isDisjoint(with: [.summary, .summaryIsText, .summaryInText])
            guard !keepsSummary || entry.item.summary.isEmpty else { continue }  // `held` keeps the row's strings then
            let expected = Self.bufferMatch(entry, at: index, in: searchText)
            #expect(entry.rowTextPlace == expected, "entry \(index): \(entry.item)")
            compared += 1
            if let expected {
                places += 1
                if expected.summaryIsCut { cut += 1 }
                if !expected.isAsWritten { collapsed += 1 }
            }
            // The held entry reads it, and its row is the entry's.
            let held = searchText.held(entry, at: index)
            #expect(held.rowSummaryBytes == expected?.summaryBytes ?? 0 && held.rowSummaryIsCut == expected?.summaryIsCut ?? false
                    && held.rowTextIsAsWritten == expected?.isAsWritten ?? false && (held.rare?.content == nil) == (expected != nil))
            #expect(searchText.cellContent(of: held, at: index) == entry.content, "row \(index)")
        }
        // Every kind of place was met: cut and whole summaries, collapsed and as written, none.
        #expect(compared > 2500 && places > 1000 && compared - places > 200 && cut > 300 && collapsed > 300,
                "\(compared) compared, \(places) places, \(cut) cut, \(collapsed) collapsed")
    }

    @Test func shapesThatTheQuickCompareMustNotTakeAsWritten() {
        for (title, summary, expected) in [
            ("T", "a  b", RowTextPlace(summaryBytes: 4, summaryIsCut: false, isAsWritten: false)),
            ("T", "a\tb", RowTextPlace(summaryBytes: 3, summaryIsCut: false, isAsWritten: false)),
            ("T\n", "ab", RowTextPlace(summaryBytes: 2, summaryIsCut: false, isAsWritten: false)),
            ("T", " ab", RowTextPlace(summaryBytes: 3, summaryIsCut: false, isAsWritten: false)),
            ("T", "ab ", RowTextPlace(summaryBytes: 2, summaryIsCut: false, isAsWritten: true)),
            ("T", String(repeating: "z", count: 250), RowTextPlace(summaryBytes: 200, summaryIsCut: true, isAsWritten: true)),
            ("T", "done…", RowTextPlace(summaryBytes: 4, summaryIsCut: true, isAsWritten: true)),
        ] {
            let entry = ListEntry(FeedItem(id: "1", title: title, summary: summary, content: "other"))
            #expect(entry.rowTextPlace == expected, "\(title) / \(summary)")
        }
        // A post keeps its line breaks: its strings are kept.
        #expect(ListEntry(FeedItem(id: "2", author: "Ann", content: "one\ntwo")).rowTextPlace == nil)
    }

    // MARK: The derivation `SearchText.held` ran before (the oracle)

    static func bufferMatch(_ entry: ListEntry, at index: Int, in text: SearchText) -> RowTextPlace? {
        let fields = text.fieldRanges(ofEntry: index)
        let shown = entry.content
        let title = shown.hasTitle ? fields.title.flatMap { oneLineMatch(shown.title, of: $0, in: text) } : true
        let author = fields.author.map { oneLineMatch(shown.author, of: $0, in: text) } ?? (shown.author.isEmpty ? true : nil)
        guard let title, let author, let place = rowSummary(shown.summary, in: text.summarySource(fields), text) else { return nil }
        return RowTextPlace(summaryBytes: UInt32(place.bytes), summaryIsCut: place.isCut, isAsWritten: title && author && place.isAsWritten)
    }

    static func rowSummary(_ summary: String, in source: Range<Int>, _ text: SearchText) -> (bytes: Int, isCut: Bool, isAsWritten: Bool)? {
        var shown = summary
        return shown.withUTF8 { wanted in
            let ellipsis = Truncation.ellipsis.utf8.count
            if summary.hasSuffix(Truncation.ellipsis),
               let found = oneLineLength(of: UnsafeBufferPointer(rebasing: wanted.dropLast(ellipsis)), in: source, wholeField: false, text) {
                return (found.length, true, found.isAsWritten)
            }
            return oneLineLength(of: wanted, in: source, wholeField: false, text).map { ($0.length, false, $0.isAsWritten) }
        }
    }

    static func oneLineMatch(_ shown: String, of range: Range<Int>, in text: SearchText) -> Bool? {
        var shown = shown
        return shown.withUTF8 { oneLineLength(of: $0, in: range, wholeField: true, text)?.isAsWritten }
    }

    static func oneLineLength(of wanted: UnsafeBufferPointer<UInt8>, in range: Range<Int>, wholeField: Bool,
                              _ text: SearchText) -> (length: Int, isAsWritten: Bool)? {
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        if let first = wanted.first, isSeparator(first) { return nil }
        if let last = wanted.last, isSeparator(last) { return nil }
        let all = text.bytes
        let upper = text.uppercase
        func isUppercase(_ offset: Int) -> Bool { upper[offset >> 6] >> UInt64(offset & 63) & 1 == 1 }
        var at = range.lowerBound
        while at < range.upperBound && isSeparator(all[at]) { at += 1 }
        var isAsWritten = at == range.lowerBound
        for byte in wanted {
            guard at < range.upperBound else { return nil }
            let stored = all[at]
            if byte == stored && !isSeparator(byte) {
                if byte &- 0x61 < 26 && isUppercase(at) { return nil }
                at += 1
            } else if byte &- 0x41 < 26 && stored == byte | 0x20 && isUppercase(at) {
                at += 1
            } else if byte == 0x20 && isSeparator(stored) {
                let run = at
                while at < range.upperBound && isSeparator(all[at]) { at += 1 }
                if at - run > 1 || stored != 0x20 { isAsWritten = false }
            } else {
                return nil
            }
        }
        let length = at - range.lowerBound
        guard wholeField else { return (length, isAsWritten) }
        if at < range.upperBound { isAsWritten = false }
        while at < range.upperBound && isSeparator(all[at]) { at += 1 }
        return at == range.upperBound ? (length, isAsWritten) : nil
    }
}
