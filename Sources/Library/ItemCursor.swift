/// Where the next page of a list starts: the sort key of the last row of the previous page.
///
/// Keyset pagination: the next page is "rows after this key" through the index, so page N costs
/// what page 1 costs, and rows inserted meanwhile neither repeat nor shift later pages.
public struct ItemCursor: Sendable, Equatable {
    /// The row's sort time (publication date, or a value below every date when undated).
    let sortTime: Double
    let itemID: Int64
}
