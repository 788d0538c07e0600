/// Where the reader was in the library, kept across runs: the list, the level in focus, the
/// selected item and the place in its detail. Quitting and starting again comes back here.
public struct ReadingPlace: Sendable, Equatable, Codable {
    public var source: ItemSource
    public var focus: Focus
    /// The selected item's library id.
    public var itemID: Int64?
    /// The place in the item's detail, when it was open.
    public var detail: DetailPlace?

    public init(source: ItemSource, focus: Focus, itemID: Int64?, detail: DetailPlace?) {
        self.source = source
        self.focus = focus
        self.itemID = itemID
        self.detail = detail
    }
}
