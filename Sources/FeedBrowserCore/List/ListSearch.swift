/// A search of a library list held as a window, asked of the runtime (`AppEffect.searchItems`):
/// which of these items match the filter. Searching the items' texts takes reading them all,
/// which the window exists to avoid on the loop, so the library does it on a worker thread and
/// answers with `AppAction.itemsSearched`.
public struct ListSearch: Sendable, Equatable {
    /// Tells this search's answer from those of searches it replaced.
    public let number: Int
    /// The filter as typed (`FilterQuery` splits it into words).
    public let query: String
    /// The list's rows' states as they were asked about: the list's own array, shared, so asking
    /// costs the loop nothing at 400k rows (building the ids there took most of a frame).
    let states: [ItemState]
    /// The rows to search, ascending; nil: every row of `states`.
    let rows: [Int]?

    init(number: Int, query: String, states: [ItemState], rows: [Int]?) {
        self.number = number
        self.query = query
        self.states = states
        self.rows = rows
    }

    /// A search of the items `ids`, in list order.
    public init(number: Int, query: String, ids: [Int64]) {
        self.init(number: number, query: query, states: ids.map { ItemState(libraryID: $0, feedID: 0, isRead: false, isStarred: false) },
                  rows: nil)
    }

    /// The library ids of the items to search, in list order: O(rows), for the worker to compute.
    public var ids: [Int64] {
        guard let rows else { return states.map(\.libraryID) }
        return rows.map { states[$0].libraryID }
    }

    /// The list row of the item at `position` in `ids`.
    func row(at position: Int) -> Int {
        rows?[position] ?? position
    }
}
