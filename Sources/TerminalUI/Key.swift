/// A key press, as data: the app's key map matches on these values.
public enum Key: Hashable, Sendable {
    /// A printable character (including " "), as typed.
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab, delete, insert
    /// A function key: F1 is `.function(1)`.
    case function(Int)
    /// Ctrl with a letter: Ctrl-C is `.ctrl("c")` (always lowercase).
    case ctrl(Character)
}
