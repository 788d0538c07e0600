import Feeds
import Foundation
import Testing
import TestSupport
@testable import FeedBrowserCore

/// A held list keeps each entry as a `HeldEntry` plus its text in the search buffer: the entry
/// read back, and the row's content made again from the start of the text, are what was added.
@Suite struct HeldEntryTests {
    /// Pieces of long texts: spaces and line breaks (trimmed and collapsed by the row), letters in
    /// both cases, CJK, emoji sequences and flags, a letter with many combining marks (so 4 KB may
    /// hold fewer characters than a row takes).
    static let pieces = ["a", "B", " ", "  ", "\n", "\t", "\r\n", "Straße", "東京", "e\u{301}", "👍🏽", "🇫🇷", "👨‍👩‍👧",
                         "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", "word ", "İ"]

    static func text(_ random: inout SeededGenerator, pieces count: Int, spaces: Bool = false) -> String {
        let spacing = spaces ? String(repeating: " \n", count: Int.random(in: 0...3000, using: &random)) : ""
        return spacing + (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined() + spacing
    }

    /// Entries of every shape: posts (no title, an author) and articles, short and long texts,
    /// texts that start or end with kilobytes of spaces, summaries equal to the text, inside it
    /// or apart, thumbnails, dates, library states, podcast fields.
    static func entry(_ random: inout SeededGenerator, number: Int) -> ListEntry {
        func field(_ longest: Int) -> String {
            text(&random, pieces: Int.random(in: 0...longest, using: &random), spaces: Int.random(in: 0..<4, using: &random) == 0)
        }
        let content = field(Bool.random(using: &random) ? 40 : 3000)
        let summary = switch Int.random(in: 0..<4, using: &random) {
        case 0: content
        case 1: String(content.prefix(Int.random(in: 0...900, using: &random)))
        case 2: ""
        default: field(Bool.random(using: &random) ? 40 : 3000)
        }
        let title: String? = switch Int.random(in: 0..<3, using: &random) {
        case 0: nil
        case 1: " \n "
        default: field(20)
        }
        var thumbnails: [FeedThumbnail] = []
        if Bool.random(using: &random) {
            thumbnails.reserveCapacity(4)  // as the parser does
            thumbnails.append(FeedThumbnail(url: "https://example.com/\(number).png", width: 80, height: 60))
        }
        let item = FeedItem(id: "id\(number % 50)", title: title, link: Bool.random(using: &random) ? "https://example.com/\(number)" : nil,
                            author: Bool.random(using: &random) ? field(6) : nil,
                            published: Bool.random(using: &random) ? Date(timeIntervalSince1970: Double(number) * 3600) : nil,
                            summary: summary, content: content, links: ["https://example.com/link\(number)"], thumbnails: thumbnails,
                            enclosures: PackedItemFieldsTests.enclosures(&random), categories: Bool.random(using: &random) ? ["tag\(number % 3)"] : [],
                            duration: Bool.random(using: &random) ? "1:02" : nil, marks: PackedItemFieldsTests.marks(&random))
        let state = Bool.random(using: &random) ? ItemState(libraryID: Int64(number), feedID: 1, isRead: Bool.random(using: &random),
                                                            isStarred: Bool.random(using: &random)) : nil
        let entry = ListEntry(item, state: state)
        return Int.random(in: 0..<5, using: &random) == 0 ? entry.withoutPicture(reason: "no route\nto host") : entry
    }

    static func expectSame(_ read: ListEntry, _ added: ListEntry, _ label: String) {
        #expect(read.item == added.item, "\(label): item")
        #expect(read.content == added.content, "\(label): content")
        #expect(read.cellKind == added.cellKind && read.date == added.date && read.state == added.state, "\(label): kind, date, state")
        #expect(read.titleColumns == added.titleColumns && read.summaryColumns == added.summaryColumns, "\(label): widths")
        #expect(read.searchesSummary == added.searchesSummary, "\(label): searched summary")
    }

    @Test func everyEntryAndRowIsReadBackAsAddedAlsoAfterReplacing() {
        var random = SeededGenerator(seed: 1616)
        var entries = (0..<240).map { Self.entry(&random, number: $0) }
        let store = EntryStore(keys: ItemKeys())
        store.append(Array(entries[..<100]))
        store.append(Array(entries[100...]))
        for _ in 0..<40 {
            let index = Int.random(in: entries.indices, using: &random)
            var replacement = Self.entry(&random, number: index)
            replacement.item.id = entries[index].item.id
            entries[index] = replacement
            store.replace(replacement, at: index)
        }
        for _ in 0..<40 {  // marks changed, and cleared
            let index = Int.random(in: entries.indices, using: &random)
            let state = Bool.random(using: &random) ? nil : ItemState(libraryID: Int64(index), feedID: 2, isRead: true, isStarred: false)
            entries[index].state = state
            store.setState(state, at: index)
        }
        var longRows = 0
        var madeRows = 0
        for index in entries.indices {
            Self.expectSame(store.entry(at: index), entries[index], "entry \(index)")
            #expect(store.content(at: index) == entries[index].content, "row \(index)")
            if entries[index].item.content.utf8.count > 4096 { longRows += 1 }
            if store.heldEntries[index].rare?.content == nil { madeRows += 1 }
        }
        #expect(longRows > 40, "rows made from the start of a long text")
        // Articles' rows (spaces and line breaks collapsed, cut or not) are made from the buffer,
        // not kept; posts keep their line breaks, and so their strings.
        let articles = entries.filter { $0.cellKind != .post }.count
        #expect(madeRows * 10 >= articles * 9, "\(madeRows) rows made of \(articles) articles")
        // Repeated ids are made unique as before.
        #expect(Set(entries.indices.map(store.itemID(ofRow:))).count == entries.count)
    }

    @Test func rowsOfTextsThatStartWithManyMarksOrSpacesAreWhatWasAdded() {
        // 4096 bytes of a letter with sixteen combining marks are 124 characters: the row shows 200.
        let marked = String(repeating: "a" + String(repeating: "\u{301}\u{302}", count: 8), count: 600)
        for item in [FeedItem(id: "1", title: "T", content: marked), FeedItem(id: "2", author: "A", content: "  \n" + marked),
                     FeedItem(id: "3", author: "A", content: String(repeating: " ", count: 5000) + "a post after spaces"),
                     // Fields clean but for what follows them: oneLine still trims it.
                     FeedItem(id: "4", title: "Title \n", author: "Ann\t", content: "Clean text."),
                     FeedItem(id: "5", title: "Title", author: "Ann", summary: "Clean text. \r\n", content: "Other")] {
            let entry = ListEntry(item)
            let store = EntryStore(keys: ItemKeys())
            store.append([entry])
            #expect(store.content(at: 0) == entry.content, "\(item.id)")
            #expect(!store.content(at: 0).summary.isEmpty)
        }
    }

    @Test func aPlainEntryKeepsNoObjectAndItsOtherFieldsArePacked() {
        var thumbnails: [FeedThumbnail] = []
        thumbnails.reserveCapacity(4)
        thumbnails.append(FeedThumbnail(url: "https://example.com/a-long-enough-url.png"))
        let entry = ListEntry(FeedItem(id: "1", title: "T", thumbnails: thumbnails))
        let store = EntryStore(keys: ItemKeys())
        store.append([entry])
        #expect(store.heldEntries[0].rare == nil, "no rare field set: no object")
        #expect(store.state(at: 0) == nil)
        store.setState(ItemState(libraryID: 1, feedID: 1, isRead: true, isStarred: true), at: 0)
        #expect(store.entry(at: 0).state?.isStarred == true)
        #expect(store.entry(at: 0).item == entry.item)
    }
}
