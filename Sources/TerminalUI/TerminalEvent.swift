/// Something that happened at the terminal: input for the app's `update`.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The terminal now has this many columns and rows; redraw at the new size.
    case resize(width: Int, height: Int)
    /// A mouse click or wheel turn.
    case mouse(MouseEvent)
    /// A signal asked the program to stop: tear the backend down and exit.
    case signal(TerminalSignal)
}
