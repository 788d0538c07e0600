extension Key {
    /// Names accepted by `init?(name:)` and produced by `name`, matched case-insensitively.
    static let namedKeys: [(name: String, key: Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
        ("Enter", .enter), ("Esc", .escape), ("Backspace", .backspace), ("Tab", .tab),
        ("BackTab", .backTab), ("Delete", .delete), ("Insert", .insert), ("Space", .character(" ")),
    ]

    /// Other spellings accepted by `init?(name:)`.
    static let aliases: [String: Key] = [
        "escape": .escape, "return": .enter, "pgup": .pageUp, "pgdn": .pageDown, "pagedn": .pageDown,
        "bs": .backspace, "del": .delete, "ins": .insert, "s-tab": .backTab,
    ]

    /// The key a name denotes: "j", "Enter", "Esc", "PageDown", "Space", "F5", "C-c" or "Ctrl-C".
    public init?(name: String) {
        let lower = name.lowercased()
        if name.count == 1, let character = name.first {
            if let control = Key(controlScalar: character.unicodeScalars.first!.value), character.unicodeScalars.count == 1 {
                self = control
            } else {
                self = .character(character)
            }
            return
        }
        if let named = Key.namedKeys.first(where: { $0.name.lowercased() == lower }) {
            self = named.key
            return
        }
        if let alias = Key.aliases[lower] {
            self = alias
            return
        }
        for prefix in ["c-", "ctrl-", "ctrl+", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
            self = .ctrl(letter)
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    /// A short readable name for help screens and key scripts ("Enter", "C-c", "F5", "j").
    public var name: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .function(let number): return "F\(number)"
        case .ctrl(let letter): return "C-\(letter)"
        default:
            return Key.namedKeys.first(where: { $0.key == self })?.name ?? "?"
        }
    }

    /// The key a control byte or DEL stands for (0x0D is Enter, 0x09 Tab, 0x1B Esc, 0x7F and
    /// 0x08 Backspace, 0x01...0x1A Ctrl with a letter); nil for anything else.
    public init?(controlScalar value: UInt32) {
        switch value {
        case 0x0D, 0x0A: self = .enter
        case 0x09: self = .tab
        case 0x1B: self = .escape
        case 0x7F, 0x08: self = .backspace
        case 0x01...0x1A: self = .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        default: return nil
        }
    }
}
