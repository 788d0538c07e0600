import TerminalUI

/// One entry of the key map: the keys that trigger a command and how the help overlay names them.
public struct KeyBinding: Sendable {
    /// Keys that trigger `command`, in the order the help overlay lists them.
    public var keys: [Key]
    /// The command the keys trigger.
    public var command: Command
    /// The key names as the help overlay prints them, e.g. "j Down".
    public var keyLabel: String
    /// What the command does, in a few words.
    public var summary: String
    /// Sequences of keys that trigger `command` too, typed one after the other (`g g`).
    public var sequences: [[Key]]

    public init(_ keys: [Key], _ command: Command, _ keyLabel: String, _ summary: String, sequences: [[Key]] = []) {
        self.keys = keys
        self.command = command
        self.keyLabel = keyLabel
        self.summary = summary
        self.sequences = sequences
    }
}
