import TerminalUI

/// A prompt's text with a cursor in it, edited as on a shell's command line (readline): the `/`
/// filter and the query on the status line. The cursor moves by grapheme clusters, so "é" written
/// as e + U+0301, "中" and "👍🏽" are each one step.
struct PromptLine: Equatable {
    private(set) var text: String
    /// Clusters before the cursor: 0 is the start, `text.count` the end. An offset rather than a
    /// `String.Index`, as every offset up to the count stays a cluster boundary when the text
    /// changes around it.
    private(set) var cursor: Int

    /// `text` with the cursor at `cursor` (kept inside the text), at the end when not given.
    init(text: String, cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(0, cursor ?? text.count), text.count)
    }

    /// The text left of the cursor.
    var beforeCursor: Substring { text.prefix(cursor) }

    /// The text from the cursor on.
    var afterCursor: Substring { text.dropFirst(cursor) }

    /// Types `character` at the cursor.
    mutating func insert(_ character: Character) {
        replace(cursor..<cursor, with: String(character))
    }

    /// Applies an editing command: Left/Right/Home/End move the cursor, the deletions remove the
    /// cluster before or under it, the word before it or everything before it (the whole line
    /// when it is at the end). False for commands that are not edits (accept, cancel, selection, confirm).
    mutating func apply(_ command: PromptCommand) -> Bool {
        switch command {
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(text.count, cursor + 1)
        case .cursorToStart: cursor = 0
        case .cursorToEnd: cursor = text.count
        case .deleteBackward: replace(max(0, cursor - 1)..<cursor, with: "")
        case .deleteForward: replace(cursor..<min(text.count, cursor + 1), with: "")
        case .deleteToStart: replace(0..<cursor, with: "")
        case .deleteWordBackward: replace(Self.startOfLastWord(in: beforeCursor)..<cursor, with: "")
        case .accept, .cancel, .selectNext, .selectPrevious, .confirm: return false
        }
        return true
    }

    /// Applies `key` as `keys` bind it, typing it when it is a character no command takes. False
    /// when the key does not edit.
    mutating func apply(_ key: Key, keys: PromptKeyMap = .standard) -> Bool {
        if let command = keys.command(for: key) { return apply(command) }
        guard case .character(let character) = key else { return false }
        insert(character)
        return true
    }

    /// Replaces the clusters in `range` with `replacement` and puts the cursor after it.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        let kept = String(text[..<start]) + replacement
        text = kept + text[end...]
        // Counted again: a combining mark or skin tone typed on its own joins the cluster before it.
        cursor = min(kept.count, text.count)
    }

    /// Where the last word of `text` starts, in clusters: a word ends at a space and the spaces
    /// after it go with it, as readline's unix-word-rubout has it.
    private static func startOfLastWord(in text: Substring) -> Int {
        var rest = text
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        while let last = rest.last, !last.isWhitespace { rest.removeLast() }
        return rest.count
    }
}
