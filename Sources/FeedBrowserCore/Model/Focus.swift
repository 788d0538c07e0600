/// Which pane receives movement keys. Orientation decides what is drawn; focus survives a resize.
public enum Focus: Sendable, Equatable {
    /// The list: j/k move the selection.
    case list
    /// The detail of the selected item: j/k scroll its text. In portrait it is pushed full screen.
    case detail
}
