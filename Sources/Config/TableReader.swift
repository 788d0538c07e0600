import FeedBrowserCore
import TerminalUI
import TOMLKit

/// Walks a parsed config table against `SettingsSchema`, applying what is right and reporting,
/// at its position, what is not.
struct TableReader {
    let root: TOMLTable
    let map: ConfigSourceMap
    var settings = Settings()
    var diagnostics: [ConfigDiagnostic] = []

    /// The key names the file may use besides characters and C-a, for "did you mean" hints.
    static let keyNames = ["Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "Enter", "Esc",
                           "Backspace", "Tab", "BackTab", "Delete", "Insert", "Space"]

    init(root: TOMLTable, map: ConfigSourceMap) {
        self.root = root
        self.map = map
    }

    mutating func read() {
        // The theme first: [colors] changes the theme it names.
        if let value = root["theme"] { apply(SettingsSchema.topLevel[0], value, path: ["theme"]) }
        settings.theme = settings.themeName.theme
        let names = SettingsSchema.topLevel.map(\.name) + SettingsSchema.tables.map(\.name)
        for key in ordered(root.keys, under: []) where key != "theme" {
            let value = root[key]!
            if let spec = SettingsSchema.topLevel.first(where: { $0.name == key }) {
                apply(spec, value, path: [key])
                continue
            }
            guard let section = SettingsSchema.tables.first(where: { $0.name == key }) else {
                if let home = SettingsSchema.tables.first(where: { table in table.settings.contains { $0.name == key } }) {
                    report("unknown setting '\(key)' here: it belongs under [\(home.name)]", at: [key])
                } else {
                    report("unknown setting '\(key)'\(NearestName.hint(for: key, among: names))", at: [key])
                }
                continue
            }
            guard value.type == .table, let table = value.table else {
                report("'\(key)' must be a table ([\(key)]), not \(SettingsSchema.typeName(value))", at: [key])
                continue
            }
            if key == "keys" {
                readKeys(table)
            } else {
                read(table, section: section.name, specs: section.settings)
            }
        }
    }

    private mutating func read(_ table: TOMLTable, section: String, specs: [SettingSpec]) {
        for key in ordered(table.keys, under: [section]) {
            guard let spec = specs.first(where: { $0.name == key }) else {
                report("unknown setting '\(key)' in [\(section)]\(NearestName.hint(for: key, among: specs.map(\.name)))", at: [section, key])
                continue
            }
            apply(spec, table[key]!, path: [section, key])
        }
    }

    /// `[keys]`: every binding checked, then applied together over the standard map. A key or
    /// sequence bound to two commands keeps the first (in file order) and is reported at the
    /// second, as is a key bound alone that also starts a sequence (`g` and `g g`).
    private mutating func readKeys(_ table: TOMLTable) {
        var overrides: [Command: [[Key]]] = [:]
        var owners: [[Key]: Command] = [:]
        let commands = Command.allCases.map(\.configName)
        for name in ordered(table.keys, under: ["keys"]) {
            let path = ["keys", name]
            guard let command = Command(configName: name) else {
                report("unknown command '\(name)'\(NearestName.hint(for: name, among: commands))", at: path)
                continue
            }
            let keyNames: [String]
            do {
                keyNames = try SettingsSchema.strings(table[name]!)
            } catch {
                report(error, at: path)
                continue
            }
            var chords: [[Key]] = []
            var valid = true
            for (index, keyName) in keyNames.enumerated() {
                guard let chord = chord(named: keyName, for: command, element: index, path: path) else {
                    valid = false
                    continue
                }
                let written = chord.map(\.name).joined(separator: " ")
                if let owner = owners[chord], owner != command {
                    report("key '\(written)' is bound twice: to \(owner.configName) and to \(name) (\(owner.configName) keeps it)", at: path, element: index, atValue: true)
                    continue
                }
                if let clash = owners.first(where: { other, owner in owner != command && (other.starts(with: chord) || chord.starts(with: other)) }) {
                    let (short, long) = clash.key.count < chord.count ? (clash.key, chord) : (chord, clash.key)
                    report("'\(short.map(\.name).joined(separator: " "))' starts '\(long.map(\.name).joined(separator: " "))', so it cannot also be a binding of its own (\(clash.value.configName) keeps it)",
                           at: path, element: index, atValue: true)
                    continue
                }
                owners[chord] = command
                if !chords.contains(chord) { chords.append(chord) }
            }
            if valid { overrides[command] = chords }
        }
        settings.keyMap = KeyMap.standard.overriding(overrides)
    }

    /// The key or sequence of keys `name` denotes for `command` ("j", "C-f", "g g"), or nil after
    /// reporting why it cannot be bound.
    private mutating func chord(named name: String, for command: Command, element: Int, path: [String]) -> [Key]? {
        // "" is no key at all (said below), not an unknown key '' with a guess at what was meant.
        let names = name.count > 1 ? name.split(separator: " ").map(String.init) : name.isEmpty ? [] : [name]
        var keys: [Key] = []
        for part in names {
            guard let key = Key(name: part) else {
                // "jj" is two keys written as one name: the sequence is written with a space. (Names
                // start with a capital, so "Entr" is still a mistyped Enter.)
                let spelled = part.count > 1 && part.first?.isUppercase == false && part.allSatisfy { Key(name: String($0)) != nil }
                let hint = spelled ? " (for the keys one after the other, write \"\(part.map(String.init).joined(separator: " "))\")"
                    : NearestName.hint(for: part, among: Self.keyNames + (1...12).map { "F\($0)" })
                report("unknown key '\(part)'\(hint); keys are a character, a name such as Enter or PageDown, F1-F24 or C-a", at: path, element: element, atValue: true)
                return nil
            }
            keys.append(key)
        }
        guard !keys.isEmpty else {
            report("an empty key name; use \"Space\" for the space bar, or [] to unbind", at: path, element: element, atValue: true)
            return nil
        }
        if command == .linkNumber {
            guard keys.count == 1, case .character(let digit) = keys[0], digit.isASCII, digit.isNumber else {
                report("link-number takes digit keys only (the digit starts the link's number), not '\(name)'", at: path, element: element, atValue: true)
                return nil
            }
        }
        return keys
    }

    private mutating func apply(_ spec: SettingSpec, _ value: TOMLValueConvertible, path: [String]) {
        do {
            try spec.apply(value, &settings)
        } catch {
            report(error, at: path, setting: spec.name)
        }
    }

    /// Keys of a table in the order the file has them (TOMLKit's are sorted by name).
    private func ordered(_ keys: [String], under path: [String]) -> [String] {
        keys.map { key in (key, map.location(of: path + [key])) }
            .sorted { ($0.1?.line ?? 0, $0.1?.column ?? 0, $0.0) < ($1.1?.line ?? 0, $1.1?.column ?? 0, $1.0) }
            .map(\.0)
    }

    // MARK: - Reporting

    private mutating func report(_ problem: ValueProblem, at path: [String], setting: String? = nil) {
        let name = setting ?? path.last ?? ""
        let message = problem.message.hasPrefix("expected") ? "\(name): \(problem.message)" : problem.message
        report(message, at: path, element: problem.element, offset: problem.offset, atValue: true)
    }

    /// Reports `message` at the key of `path`, or at its value (`atValue`), or at an element
    /// of the value or a word inside it.
    private mutating func report(_ message: String, at path: [String], element: Int? = nil, offset: Int? = nil, atValue: Bool = false) {
        guard let location = map.location(of: path) else {
            diagnostics.append(ConfigDiagnostic(line: 1, column: 1, message: message))
            return
        }
        var column = location.column
        if let element {
            column = ConfigSourceMap.column(ofElement: element, in: location)
        } else if let offset, location.valueText.first == "\"" || location.valueText.first == "'" {
            column = location.valueColumn + 1 + offset
        } else if atValue {
            column = location.valueColumn
        }
        diagnostics.append(ConfigDiagnostic(line: location.line, column: column, message: message))
    }
}
