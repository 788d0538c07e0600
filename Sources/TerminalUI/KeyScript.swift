/// Reads scripted input such as `"j j Enter / r u s t Esc resize:60x40"` into events.
///
/// Tokens are separated by spaces; each is a `Key(name:)` name (a single character, Enter, Esc,
/// Up, PageDown, Space, Tab, F1, C-c, ...) or `resize:WIDTHxHEIGHT`. Used by `feedbrowser render
/// --keys` and tests to drive the app through a `HeadlessBackend`.
public enum KeyScript {
    /// The events of `script`, in order.
    public static func parse(_ script: String) throws(KeyScriptError) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        let tokens = script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        for (offset, token) in tokens.enumerated() {
            let text = String(token)
            if text.lowercased().hasPrefix("resize:") {
                let parts = text.dropFirst("resize:".count).lowercased().split(separator: "x")
                let largest = TerminalSize.largestScripted
                guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                      (1...largest.width).contains(width), (1...largest.height).contains(height) else {
                    throw .badResize(token: text, position: offset + 1)
                }
                events.append(.resize(width: width, height: height))
                continue
            }
            guard let key = Key(name: text) else { throw .unknownKey(token: text, position: offset + 1) }
            events.append(.key(key))
        }
        return events
    }
}
