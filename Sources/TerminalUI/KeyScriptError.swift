/// A key script that could not be read.
public enum KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The token at this 1-based position is not a key name or a resize.
    case unknownKey(token: String, position: Int)
    /// A resize token whose size is not WIDTHxHEIGHT with positive numbers.
    case badResize(token: String, position: Int)

    public var description: String {
        switch self {
        case .unknownKey(let token, let position):
            return "key \(position) '\(token)' is not a key: use a single character or a name such as Enter, Esc, Up, PageDown, Space, Tab, F1, C-c"
        case .badResize(let token, let position):
            let largest = TerminalSize.largestScripted
            return "key \(position) '\(token)' is not a resize: write resize:WIDTHxHEIGHT with 1...\(largest.width) columns and 1...\(largest.height) rows, e.g. resize:60x40"
        }
    }
}
