import TerminalUI

/// One style of the theme that the config file can set, by name: the enumerable list of what
/// the views draw with (`Theme.elements`).
public struct ThemeElement: Sendable {
    /// The element's name in the config file's `[colors]` table, e.g. `unread-marker`.
    public let name: String
    /// Where the theme keeps it.
    public let keyPath: WritableKeyPath<Theme, CellStyle> & Sendable
    /// What it colours, for the commented default file.
    public let summary: String
}
