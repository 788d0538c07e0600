/// The level of the navigation stack that receives movement keys: the feeds of the library, a list
/// of items, the detail of one item. Orientation decides what is drawn; focus survives a resize.
public enum Focus: Sendable, Equatable, Codable {
    /// The library's feed list: j/k move between feeds, Enter opens one.
    case feeds
    /// A list of items (a feed, or the library's unread or starred items): j/k move the selection.
    case list
    /// The detail of the selected item: j/k scroll its text. In portrait it is pushed full screen.
    case detail
}
