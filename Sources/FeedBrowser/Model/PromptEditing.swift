import TerminalUI

/// The line editing shared by the prompts on the status line (the `/` filter and the query):
/// typing appends, Backspace deletes a character, Ctrl-U clears the line and Ctrl-W deletes the
/// word before the end, as in a shell.
enum PromptEditing {
    /// Applies `key` to `text`; false when the key does not edit text.
    static func apply(_ key: Key, to text: inout String) -> Bool {
        switch key {
        case .character(let character):
            text.append(character)
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .ctrl("u"):
            text = ""
        case .ctrl("w"):
            text = deletingLastWord(of: text)
        default:
            return false
        }
        return true
    }

    /// `text` without its last word and the spaces after it (a word ends at a space, as readline's
    /// unix-word-rubout has it).
    static func deletingLastWord(of text: String) -> String {
        var rest = text[...]
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        while let last = rest.last, !last.isWhitespace { rest.removeLast() }
        return String(rest)
    }
}
