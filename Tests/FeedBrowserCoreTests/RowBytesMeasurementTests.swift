import CellLayout
import Feeds
import Foundation
import Testing
import TestSupport
@testable import FeedBrowserCore

/// A held list measures its rows from the search buffer's bytes (`EntryStore.measuredHeight`):
/// every such height is the one the entry's own strings give, at every width and style.
@Suite struct RowBytesMeasurementTests {
    static let widths = [1, 4, 9, 17, 29, 30, 39, 40, 47, 59, 60, 76, 120, 200]
    static let styles: [RowStyle] = [.comfortable, .compact, .oneLine]

    /// Entries of every shape (`HeldEntryTests.entry`: CJK, emoji sequences and flags, a letter
    /// with many combining marks, capitals, runs of spaces and line breaks, cut and uncut
    /// summaries, posts), and titles and summaries of capitals and wide text.
    static func entries(_ count: Int, seed: UInt64) -> [ListEntry] {
        var random = SeededGenerator(seed: seed)
        var entries = (0..<count).map { HeldEntryTests.entry(&random, number: $0) }
        let capitals = FeedItem(id: "caps", title: "WWWW MMMM QQQQ " + String(repeating: "ABCDEFGHIJ KLMNOPQRST ", count: 9),
                                summary: String(repeating: "UVWXYZ  MMM\n", count: 40), content: "x")
        let wide = FeedItem(id: "wide", title: "東京の夜 👨‍👩‍👧 é\u{301}", author: " Ann\t ",
                            summary: String(repeating: "画和拍照 🇫🇷 a\u{301}\u{302} ", count: 30), content: "y")
        entries += [ListEntry(capitals), ListEntry(wide)]
        return entries
    }

    @Test func rowsMeasuredFromTheBufferHaveTheHeightsOfTheirStrings() {
        let entries = Self.entries(400, seed: 2216)
        let store = EntryStore(keys: ItemKeys())
        store.append(Array(entries[..<150]))
        store.append(Array(entries[150...]))
        let measurer = CellMeasurer()
        var fromBytes = 0
        for index in entries.indices {
            let entry = entries[index]
            var measured = false
            for style in Self.styles {
                for width in Self.widths {
                    let expected = measurer.height(entry.cellKind, entry.content, width: width, style: style)
                    guard let height = store.measuredHeight(at: index, { measurer.height($0, $1, width: width, style: style) }) else { continue }
                    measured = true
                    #expect(height == expected, "entry \(index) (\(entry.cellKind)) at \(width) in \(style): \(height), strings \(expected)")
                }
            }
            if measured { fromBytes += 1 }
        }
        // Most articles' rows are made from the buffer (posts, notes, badges, title-less rows with
        // an author field and rows whose strings are not the buffer's keep their strings).
        let articles = entries.filter { $0.cellKind != .post && $0.content.note.isEmpty }.count
        #expect(fromBytes * 10 >= articles * 8, "\(fromBytes) rows measured from the buffer of \(articles) articles")
    }

    @Test func theTableMeasuresEveryRowAsItsStringsDo() {
        let entries = Self.entries(200, seed: 77)
        let store = EntryStore(keys: ItemKeys())
        store.append(entries)
        let measurer = CellMeasurer()
        for style in Self.styles {
            let rows = FeedRows(store: store, measurer: measurer, order: RowOrder(.feedOrder), style: style)
            for row in entries.indices {
                for width in [12, 40, 80] {
                    #expect(rows.measuredHeight(ofRow: row, width: width)
                            == measurer.height(entries[row].cellKind, entries[row].content, width: width, style: style),
                            "row \(row) at \(width) in \(style)")
                }
            }
        }
    }
}
