import CellLayout
import FeedBrowserCore
import Feeds
import Foundation
import TOMLKit

/// Every setting of the config file, by table: what `SettingsParser` accepts and
/// `DefaultConfigFile` prints. `[keys]` and `[colors]` are made from `Command.allCases` and
/// `Theme.elements`, so new commands and styles can be set without touching this file.
enum SettingsSchema {
    /// Settings outside any table.
    static let topLevel: [SettingSpec] = [
        SettingSpec(name: "theme", summary: "the colours: \(ThemeName.allCases.map(\.rawValue).joined(separator: ", ")) (16 terminal colours)",
                    defaultText: { quoted($0.themeName.rawValue) }) { value, settings throws(ValueProblem) in
            let name = try string(value)
            guard let theme = ThemeName(rawValue: name) else { throw choiceProblem(name, ThemeName.allCases.map(\.rawValue)) }
            settings.themeName = theme
        },
        SettingSpec(name: "mouse", summary: "ask the terminal for clicks and wheel turns (--no-mouse turns it off too)",
                    defaultText: { String($0.mouse) }) { value, settings throws(ValueProblem) in settings.mouse = try bool(value) },
        SettingSpec(name: "pictures", summary: "on (best colours the terminal has), off (boxes only, nothing downloaded) or mono (characters)",
                    defaultText: { quoted($0.pictures.rawValue) }) { value, settings throws(ValueProblem) in
            let name = try string(value)
            guard let setting = PictureSetting(rawValue: name) else { throw choiceProblem(name, PictureSetting.allCases.map(\.rawValue)) }
            settings.pictures = setting
        },
    ]

    /// The tables and their settings, in the default file's order.
    static let tables: [(name: String, summary: String, settings: [SettingSpec])] = [
        ("keys", "Key bindings: a command = a key or a list of keys; [] unbinds it; \"g g\" is a sequence. Keys: a character, Enter, Esc, Space, Tab, BackTab, Backspace, Up, Down, Left, Right, PageUp, PageDown, Home, End, Insert, Delete, F1-F24, C-a (Ctrl-A). A key given to a command here is taken from the command it had by default.", keySettings),
        ("colors", "Styles: a foreground colour, 'on' and a background, and attributes (bold dim underline reverse), e.g. \"#ff8700 on 236 bold\". Colours: #rrggbb, 0-255 or a name (default, red, bright-red...). A style replaces the theme's. NO_COLOR turns every colour off.", colorSettings),
        ("browser", "Opening links (o).", browserSettings),
        ("detail", "The detail (the item's text).", detailSettings),
        ("list", "The lists of items.", listSettings),
        ("library", "The library (feedbrowser add, import, refresh).", librarySettings),
    ]

    static let keySettings: [SettingSpec] = Command.allCases.map { command in
        let summary = KeyMap.standard.bindings.first { $0.command == command }?.summary ?? command.configName
        return SettingSpec(name: command.configName, summary: summary, defaultText: { settings in
            let binding = settings.keyMap.bindings.first { $0.command == command }
            let chords = (binding?.keys.map { [$0] } ?? []) + (binding?.sequences ?? [])
            return "[" + chords.map { quoted($0.map(\.name).joined(separator: " ")) }.joined(separator: ", ") + "]"
        }) { _, _ throws(ValueProblem) in
            // Bindings are applied together by SettingsParser, which checks keys bound twice.
        }
    }

    static let colorSettings: [SettingSpec] = Theme.elements.map { element in
        SettingSpec(name: element.name, summary: element.summary, defaultText: { quoted(StyleParser.text(of: $0.theme[keyPath: element.keyPath])) }) {
            value, settings throws(ValueProblem) in
            settings.theme[keyPath: element.keyPath] = try StyleParser.style(string(value))
        }
    } + [
        SettingSpec(name: "selected-background", summary: "the selected row's background (a colour)",
                    defaultText: { quoted(StyleParser.text(of: $0.theme.selectedBackground)) }) { value, settings throws(ValueProblem) in
            settings.theme.selectedBackground = try StyleParser.color(string(value).lowercased())
        },
    ]

    static let browserSettings: [SettingSpec] = [
        SettingSpec(name: "commands", summary: "commands for o and link numbers, the first used; %u (or %s) is the URL, else it is the last argument; [] uses $BROWSER",
                    defaultText: { "[" + $0.browsers.map(quoted).joined(separator: ", ") + "]" }) { value, settings throws(ValueProblem) in
            let commands = try strings(value)
            if let empty = commands.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw ValueProblem("a browser command is empty", element: empty)
            }
            settings.browsers = commands
        },
        SettingSpec(name: "terminal", summary: "programs that run in the terminal: feedbrowser hands them the screen until they end",
                    defaultText: { "[" + $0.terminalBrowsers.map(quoted).joined(separator: ", ") + "]" }) { value, settings throws(ValueProblem) in
            settings.terminalBrowsers = try strings(value)
        },
    ]

    static let detailSettings: [SettingSpec] = [
        SettingSpec(name: "text-width", summary: "the widest the text is laid out, in columns (0: the pane's width)",
                    defaultText: { String($0.detailTextWidth) }) { value, settings throws(ValueProblem) in
            let width = try integer(value)
            guard width == 0 || (20...1000).contains(width) else { throw ValueProblem("text-width must be 0 (the pane's width) or 20 to 1000, not \(width)") }
            settings.detailTextWidth = width
        },
    ]

    static let listSettings: [SettingSpec] = [
        SettingSpec(name: "density", summary: "rows: \(RowStyle.allCases.map(\.rawValue).joined(separator: ", "))",
                    defaultText: { quoted($0.listDensity.rawValue) }) { value, settings throws(ValueProblem) in
            let name = try string(value)
            guard let density = RowStyle(rawValue: name) else { throw choiceProblem(name, RowStyle.allCases.map(\.rawValue)) }
            settings.listDensity = density
        },
        SettingSpec(name: "sort", summary: "\(ItemOrder.allCases.map(\.rawValue).joined(separator: " or "))",
                    defaultText: { quoted($0.listSort.rawValue) }) { value, settings throws(ValueProblem) in
            let name = try string(value)
            guard let sort = ItemOrder(rawValue: name) else { throw choiceProblem(name, ItemOrder.allCases.map(\.rawValue)) }
            settings.listSort = sort
        },
        SettingSpec(name: "time-zone", summary: "local (the system's, or TZ) or a zone such as \"Europe/Berlin\" or \"UTC\"",
                    defaultText: { quoted($0.timeZone?.identifier ?? "local") }) { value, settings throws(ValueProblem) in
            let name = try string(value)
            if name == "local" {
                settings.timeZone = nil
                return
            }
            guard let zone = TimeZone(identifier: name) else {
                throw ValueProblem("unknown time zone '\(name)'\(NearestName.hint(for: name, among: TimeZone.knownTimeZoneIdentifiers)); write local or a name such as Europe/Berlin")
            }
            settings.timeZone = zone
        },
    ]

    static let librarySettings: [SettingSpec] = [
        SettingSpec(name: "refresh-interval", summary: "minutes after which the library refreshes a feed, at start and while open (0: only r and R)",
                    defaultText: { String($0.refreshIntervalMinutes) }) { value, settings throws(ValueProblem) in
            settings.refreshIntervalMinutes = try integer(value, atLeast: 0)
        },
        SettingSpec(name: "keep-items", summary: "read items kept per feed besides those newer than keep-days",
                    defaultText: { String($0.keepItems) }) { value, settings throws(ValueProblem) in
            settings.keepItems = try integer(value, atLeast: 0)
        },
        SettingSpec(name: "keep-days", summary: "days a read item is kept at least (starred items are always kept)",
                    defaultText: { String($0.keepDays) }) { value, settings throws(ValueProblem) in
            settings.keepDays = try integer(value, atLeast: 0)
        },
        SettingSpec(name: "confirm-quit-while-refreshing", summary: "ask before quitting while a refresh runs",
                    defaultText: { String($0.confirmQuitWhileRefreshing) }) { value, settings throws(ValueProblem) in
            settings.confirmQuitWhileRefreshing = try bool(value)
        },
    ]

    // MARK: - Values

    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// How a TOML value's type is named in messages.
    static func typeName(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return "a string"
        case .int: return "an integer"
        case .double: return "a number with a fraction"
        case .bool: return "true or false"
        case .array: return "an array"
        case .table: return "a table"
        default: return "a date or time"
        }
    }

    static func string(_ value: TOMLValueConvertible) throws(ValueProblem) -> String {
        guard value.type == .string, let text = value.string else { throw ValueProblem("expected a string in quotes, not \(typeName(value))") }
        return text
    }

    static func bool(_ value: TOMLValueConvertible) throws(ValueProblem) -> Bool {
        guard value.type == .bool, let flag = value.bool else { throw ValueProblem("expected true or false, not \(typeName(value))") }
        return flag
    }

    static func integer(_ value: TOMLValueConvertible, atLeast minimum: Int = Int.min) throws(ValueProblem) -> Int {
        guard value.type == .int, let number = value.int else { throw ValueProblem("expected a whole number, not \(typeName(value))") }
        guard number >= minimum else { throw ValueProblem("expected a number of at least \(minimum), not \(number)") }
        return number
    }

    /// A string or an array of strings, as a list.
    static func strings(_ value: TOMLValueConvertible) throws(ValueProblem) -> [String] {
        if value.type == .string, let text = value.string { return [text] }
        guard value.type == .array, let array = value.array else { throw ValueProblem("expected a string or an array of strings, not \(typeName(value))") }
        var result: [String] = []
        for (index, element) in array.enumerated() {
            guard element.type == .string, let text = element.string else {
                throw ValueProblem("expected a string in quotes, not \(typeName(element))", element: index)
            }
            result.append(text)
        }
        return result
    }

    static func choiceProblem(_ name: String, _ choices: [String]) -> ValueProblem {
        ValueProblem("unknown value '\(name)'\(NearestName.hint(for: name, among: choices)); expected \(choices.joined(separator: ", "))")
    }
}
