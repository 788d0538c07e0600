/// The screen arrangement the terminal's shape picks.
public enum Orientation: Sendable, Equatable {
    /// List and detail side by side.
    case landscape
    /// One pane at a time: the list, or the detail pushed over it.
    case portrait

    /// A terminal cell is about this many times as tall as it is wide.
    public static let cellAspect = 2
    /// Narrower terminals are portrait whatever their shape: two panes would both be cramped.
    public static let minimumLandscapeWidth = 100

    /// Landscape when the terminal is at least as wide as tall on screen (`cellAspect` columns per
    /// row) and wide enough for two readable panes.
    public static func of(width: Int, height: Int) -> Orientation {
        width >= cellAspect * height && width >= minimumLandscapeWidth ? .landscape : .portrait
    }
}
