/// What the keys typed so far mean in the key map.
public enum KeyLookup: Equatable, Sendable {
    /// They trigger this command.
    case command(Command)
    /// They start a longer sequence (`g` of `g g`): wait for the next key.
    case prefix
    /// Nothing.
    case none
}
