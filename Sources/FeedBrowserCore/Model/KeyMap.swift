import TerminalUI

/// The key bindings as data: looked up by `update`, listed by the help overlay.
public struct KeyMap: Sendable {
    /// Every binding, in help-overlay order.
    public var bindings: [KeyBinding]
    private var index: [Key: Command]
    /// Key sequences (`g g`) and every proper start of one.
    private var sequenceIndex: [[Key]: Command]
    private var prefixes: Set<[Key]>

    /// A key map from its bindings; a key or sequence bound twice keeps its first binding, and a
    /// key that starts a sequence is that sequence's start, not a command of its own.
    public init(bindings: [KeyBinding]) {
        self.bindings = bindings
        var index: [Key: Command] = [:]
        var sequenceIndex: [[Key]: Command] = [:]
        var prefixes = Set<[Key]>()
        for binding in bindings {
            for key in binding.keys where index[key] == nil { index[key] = binding.command }
            for sequence in binding.sequences where sequence.count > 1 && sequenceIndex[sequence] == nil {
                sequenceIndex[sequence] = binding.command
                for length in 1..<sequence.count { prefixes.insert(Array(sequence.prefix(length))) }
            }
        }
        self.index = index
        self.sequenceIndex = sequenceIndex
        self.prefixes = prefixes
    }

    /// The command bound to `key`, if any. O(1).
    public func command(for key: Key) -> Command? { index[key] }

    /// What `keys` (the keys of a sequence typed so far, the last one just now) mean.
    public func lookup(_ keys: [Key]) -> KeyLookup {
        if prefixes.contains(keys) { return .prefix }
        if keys.count == 1, let command = index[keys[0]] { return .command(command) }
        if let command = sequenceIndex[keys] { return .command(command) }
        return .none
    }

    /// The bindings of the design: vi-like letters plus the usual named keys.
    public static let standard = KeyMap(bindings: [
        KeyBinding([.character("j"), .down], .moveDown, "j Down", "next item / scroll down"),
        KeyBinding([.character("k"), .up], .moveUp, "k Up", "previous item / scroll up"),
        KeyBinding([.character(" "), .pageDown, .ctrl("f")], .pageDown, "Space PgDn C-f", "page down"),
        KeyBinding([.character("b"), .pageUp, .ctrl("b")], .pageUp, "b PgUp C-b", "page up"),
        KeyBinding([.ctrl("d")], .halfPageDown, "C-d", "half a page down"),
        KeyBinding([.ctrl("u")], .halfPageUp, "C-u", "half a page up"),
        KeyBinding([.character("J"), .ctrl("n")], .nextItem, "J C-n", "next item, also while reading"),
        KeyBinding([.character("K"), .ctrl("p")], .previousItem, "K C-p", "previous item, also while reading"),
        KeyBinding([.character("g"), .home], .top, "g Home", "first item"),
        KeyBinding([.character("G"), .end], .bottom, "G End", "last item"),
        KeyBinding([.enter, .character("l"), .right], .open, "Enter l Right", "open the item"),
        KeyBinding([.escape, .character("h"), .left], .back, "Esc h Left",
                   "back: detail → list → feeds, a filter cleared first; cancels a prompt"),
        KeyBinding([.character("/")], .filter, "/", "filter: items by title, author, text; feeds by title, URL, tags"),
        KeyBinding([.character("s")], .query, "s", "new search: type the URL's {query}"),
        KeyBinding([.character("r")], .reload, "r", "reload the feed (library: refresh it)"),
        KeyBinding([.character("R")], .refreshAll, "R", "library: refresh every feed"),
        KeyBinding([.character("n")], .nextUnread, "n", "library: next unread item"),
        KeyBinding([.character("p")], .previousUnread, "p", "library: previous unread item"),
        KeyBinding([.character("N")], .toggleRead, "N", "library: mark read / unread"),
        KeyBinding([.character("S")], .toggleStarred, "S", "library: star / unstar"),
        KeyBinding([.character("A")], .markAllRead, "A", "library: mark the list (or the filtered items) read"),
        KeyBinding([.character("v")], .cycleRowStyle, "v", "rows: comfortable, compact, one line"),
        KeyBinding([.character("t")], .toggleSortOrder, "t", "order: newest first / as in the feed"),
        KeyBinding([.character("o")], .openLink, "o", "open the link in the browser ($BROWSER, else xdg-open)"),
        KeyBinding("0123456789".map { .character($0) }, .linkNumber, "0-9 Enter", "open link or attachment n of the detail"),
        KeyBinding([.character("e")], .showMessage, "e", "show the status line's message or error whole"),
        KeyBinding([.character("?")], .help, "?", "this help"),
        KeyBinding([.ctrl("l")], .redraw, "C-l", "redraw the screen"),
        KeyBinding([.character("q")], .quit, "q", "quit (in the detail or a library list: back)"),
        KeyBinding([.character("Q")], .quitNow, "Q", "quit from anywhere"),
    ])
}
