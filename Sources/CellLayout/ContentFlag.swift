/// A yes/no fact of a `CellContent` that collapses optional views.
public enum ContentFlag: Sendable, Equatable {
    case hasThumbnail
    case hasPicture
    /// The item has a date: the row keeps a date slot beside its title.
    case hasDate
}
