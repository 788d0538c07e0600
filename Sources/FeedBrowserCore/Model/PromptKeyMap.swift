import TerminalUI

/// The keys of the prompts on the status line as data, readline's habits by default.
public struct PromptKeyMap: Sendable {
    private var index: [Key: PromptCommand]

    /// A map from `bindings`; a key bound twice keeps its first command.
    public init(bindings: [(keys: [Key], command: PromptCommand)]) {
        var index: [Key: PromptCommand] = [:]
        for binding in bindings {
            for key in binding.keys where index[key] == nil { index[key] = binding.command }
        }
        self.index = index
    }

    /// The command bound to `key`, if any. O(1).
    public func command(for key: Key) -> PromptCommand? { index[key] }

    /// Enter, Esc, the arrows, Home/End and the readline control keys.
    public static let standard = PromptKeyMap(bindings: [
        ([.enter], .accept),
        ([.escape], .cancel),
        ([.down], .selectNext),
        ([.up], .selectPrevious),
        ([.left], .cursorLeft),
        ([.right], .cursorRight),
        ([.home, .ctrl("a")], .cursorToStart),
        ([.end, .ctrl("e")], .cursorToEnd),
        ([.backspace], .deleteBackward),
        ([.delete, .ctrl("d")], .deleteForward),
        ([.ctrl("u")], .deleteToStart),
        ([.ctrl("w")], .deleteWordBackward),
    ])

    /// The keys of a yes/no question: `y` (either case) says yes. A map of its own because in the
    /// typed prompts `y` is a letter to type.
    public static let confirmation = PromptKeyMap(bindings: [
        ([.character("y"), .character("Y")], .confirm),
    ])
}
