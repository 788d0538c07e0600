/// The screen arrangement the terminal's shape picks.
public enum Orientation: Sendable, Equatable {
    /// List and detail side by side.
    case landscape
    /// One pane at a time: the list, or the detail pushed over it.
    case portrait

    /// Landscape when the terminal is at least twice as wide as tall (a cell is about twice as tall
    /// as wide, so that is a square or wider) and wide enough for two readable panes.
    public static func of(width: Int, height: Int) -> Orientation {
        width >= 2 * height && width >= 100 ? .landscape : .portrait
    }
}
