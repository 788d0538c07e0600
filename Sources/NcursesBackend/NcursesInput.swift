import TerminalUI

/// What one get_wch result, or a sequence of them, means before any further curses calls.
enum NcursesInput: Hashable, Sendable {
    /// A key for the app.
    case key(Key)
    /// KEY_RESIZE: the screen size changed (ncurses has already resized stdscr).
    case resize
    /// KEY_MOUSE: read the mouse event with getmouse.
    case mouse
    /// A mouse report read from the characters themselves (`InputSequenceDecoder`), where
    /// terminfo did not let ncurses recognise it.
    case mouseReport(MouseEvent)
    /// Nothing the app handles (an unknown key code or an invalid scalar).
    case ignored
}
