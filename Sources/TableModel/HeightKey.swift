/// What a row's cached heights belong to, besides the width: its item, its content version and its template.
public struct HeightKey: Hashable, Sendable {
    /// The item's key in the height cache: >= 0, the same for the same item in every data source
    /// given to one table (so a reload keeps the heights of unchanged items), different for
    /// different items, and dense: the cache is an array indexed by it (no hashing per lookup), so
    /// keys should stay below a small multiple of the number of items, e.g. the order in which
    /// the data source first saw each item id.
    public let item: Int
    /// Bumped by the data source whenever the item's content changes, so old heights are not reused.
    public let contentVersion: Int
    /// The template (reuse identifier) the row is laid out with; heights are cached per template.
    public let template: Int

    /// The key of `item` at `contentVersion`, laid out with `template`.
    public init(item: Int, contentVersion: Int = 0, template: Int = 0) {
        precondition(item >= 0, "HeightKey: item keys must be >= 0, got \(item)")
        self.item = item
        self.contentVersion = contentVersion
        self.template = template
    }
}
