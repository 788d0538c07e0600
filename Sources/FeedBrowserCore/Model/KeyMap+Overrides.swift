import TerminalUI

extension KeyMap {
    /// This map with `overrides` (command to its new keys, each a single key or a sequence
    /// such as `g g`; an empty list unbinds it) applied: an overridden command gets exactly its
    /// new keys, and a key given to one command (or starting one's sequence) is taken from every
    /// other command that had it by default, so the reader's binding always wins. Commands the
    /// map did not list (a command with no default key) are added at the end.
    public func overriding(_ overrides: [Command: [[Key]]]) -> KeyMap {
        guard !overrides.isEmpty else { return self }
        let rebound = Set(overrides.values.joined().compactMap(\.first))
        func binding(_ command: Command, _ chords: [[Key]], summary: String) -> KeyBinding {
            KeyBinding(chords.filter { $0.count == 1 }.map { $0[0] }, command, KeyMap.label(for: chords), summary,
                       sequences: chords.filter { $0.count > 1 })
        }
        var result: [KeyBinding] = []
        for old in bindings {
            if let chords = overrides[old.command] {
                result.append(binding(old.command, chords, summary: old.summary))
            } else {
                let kept = old.keys.filter { !rebound.contains($0) }
                let sequences = old.sequences.filter { !rebound.contains($0[0]) }
                let label = kept == old.keys && sequences.count == old.sequences.count ? old.keyLabel : KeyMap.label(for: kept.map { [$0] } + sequences)
                result.append(KeyBinding(kept, old.command, label, old.summary, sequences: sequences))
            }
        }
        for command in Command.allCases where !bindings.contains(where: { $0.command == command }) {
            if let chords = overrides[command] { result.append(binding(command, chords, summary: command.configName)) }
        }
        return KeyMap(bindings: result.filter { !$0.keys.isEmpty || !$0.sequences.isEmpty })
    }

    /// The name of the first key bound to `command` ("q"; "g g" for a sequence), for hints; nil
    /// when it has none.
    public func keyName(for command: Command) -> String? {
        guard let binding = bindings.first(where: { $0.command == command }) else { return nil }
        if let key = binding.keys.first { return key.name }
        return binding.sequences.first.map { KeyMap.label(for: [$0]) }
    }

    /// The keys as the help overlay names them: "j Down", sequences after a comma ("Home, g g").
    static func label(for chords: [[Key]]) -> String {
        let singles = chords.filter { $0.count == 1 }.map { $0[0].name }.joined(separator: " ")
        let sequences = chords.filter { $0.count > 1 }.map { $0.map(\.name).joined(separator: " ") }
        return ([singles].filter { !$0.isEmpty } + sequences).joined(separator: ", ")
    }
}
