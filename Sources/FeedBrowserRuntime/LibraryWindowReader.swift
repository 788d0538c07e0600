import FeedBrowserCore
import Feeds
import Foundation
import Library

/// Reads the rows of a library list the app is about to show: one query by primary key per page
/// (`LibraryStore.items(_:)`), on the loop, since a row on screen must be measured in the frame
/// that shows it. An item pruned or a read that failed comes back as a row that says so.
final class LibraryWindowReader: ListWindowReader {
    let store: LibraryStore
    /// Items first stored after this are new (see `LibrarySession.newSince`).
    let newSince: Date?

    init(store: LibraryStore, newSince: Date?) {
        self.store = store
        self.newSince = newSince
    }

    func entries(for rows: [ItemState]) -> [ListEntry] {
        let stored: [LibraryItemID: StoredItem]
        var failure: String?
        do throws(LibraryError) {
            stored = Dictionary(try store.items(rows.map { LibraryItemID(rawValue: $0.libraryID) }).map { ($0.id, $0) },
                                uniquingKeysWith: { first, _ in first })
        } catch {
            stored = [:]
            failure = error.description
        }
        return rows.map { row in
            if let item = stored[LibraryItemID(rawValue: row.libraryID)] {
                var state = row
                state.isNew = LibrarySession.isNew(item, since: newSince)
                return ListEntry(item.item, state: state)
            }
            let note = failure ?? "This item is no longer in the library (pruned since the list was read)."
            return ListEntry(FeedItem(id: "#\(row.libraryID)", title: "(item \(row.libraryID) could not be read)", summary: note), state: row)
        }
    }
}
