import TerminalUI

extension KeyMap {
    /// This map with `overrides` (command to its new keys; an empty list unbinds it) applied:
    /// an overridden command gets exactly its new keys, and a key given to one command is taken
    /// from every other command that had it by default, so the reader's binding always wins.
    /// Commands the map did not list (a command with no default key) are added at the end.
    public func overriding(_ overrides: [Command: [Key]]) -> KeyMap {
        guard !overrides.isEmpty else { return self }
        let rebound = Set(overrides.values.joined())
        var result: [KeyBinding] = []
        for binding in bindings {
            if let keys = overrides[binding.command] {
                result.append(KeyBinding(keys, binding.command, KeyMap.label(for: keys), binding.summary))
            } else {
                let kept = binding.keys.filter { !rebound.contains($0) }
                let label = kept == binding.keys ? binding.keyLabel : KeyMap.label(for: kept)
                result.append(KeyBinding(kept, binding.command, label, binding.summary))
            }
        }
        for command in Command.allCases where !bindings.contains(where: { $0.command == command }) {
            if let keys = overrides[command] {
                result.append(KeyBinding(keys, command, KeyMap.label(for: keys), command.configName))
            }
        }
        return KeyMap(bindings: result.filter { !$0.keys.isEmpty })
    }

    /// The name of the first key bound to `command` ("q"), for hints; nil when it has none.
    public func keyName(for command: Command) -> String? {
        bindings.first { $0.command == command && !$0.keys.isEmpty }?.keys.first?.name
    }

    /// The keys as the help overlay names them: "j Down".
    static func label(for keys: [Key]) -> String {
        keys.map(\.name).joined(separator: " ")
    }
}
