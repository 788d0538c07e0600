/// A yes/no fact of a `CellContent` that collapses optional views.
public enum ContentFlag: Sendable, Equatable {
    case hasThumbnail
    case hasPicture
}
