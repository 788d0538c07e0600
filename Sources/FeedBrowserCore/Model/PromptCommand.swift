/// What a key does while a prompt is typed on the status line (the filter, the query, a link
/// number) or a question is asked there; `PromptKeyMap` binds keys to these. Printable
/// characters not bound are typed.
public enum PromptCommand: String, Sendable, CaseIterable {
    /// Enter: use what was typed.
    case accept
    /// Esc: leave the prompt (the filter is cleared, the query and link number dropped).
    case cancel
    /// Move the list's selection while filtering, without leaving the prompt.
    case selectNext, selectPrevious
    /// Cursor movement by grapheme cluster, and to either end.
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd
    /// Delete the cluster before or under the cursor.
    case deleteBackward, deleteForward
    /// Delete everything before the cursor (readline's unix-line-discard).
    case deleteToStart
    /// Delete the word before the cursor (readline's unix-word-rubout).
    case deleteWordBackward
    /// Answer yes to a yes/no question (`PromptKeyMap.confirmation`); any other key is no.
    case confirm
}
