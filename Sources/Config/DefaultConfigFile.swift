/// The text `feedbrowser config default` prints: every setting with its default and what it does,
/// as a config file that reads back with no mistakes.
public enum DefaultConfigFile {
    public static func text(_ settings: Settings = Settings()) -> String {
        var lines = [
            "# feedbrowser configuration: $XDG_CONFIG_HOME/feedbrowser/config.toml (~/.config/feedbrowser/config.toml),",
            "# or the file given with --config. Every setting is shown with its default; keep only what you change.",
            "# Check a file with: feedbrowser config check",
            "",
        ]
        func add(_ spec: SettingSpec) {
            lines.append("# " + spec.summary)
            lines.append("\(spec.name) = \(spec.defaultText(settings))")
        }
        SettingsSchema.topLevel.forEach(add)
        for table in SettingsSchema.tables {
            lines.append("")
            lines += wrapped(table.summary).map { "# " + $0 }
            lines.append("[\(table.name)]")
            table.settings.forEach(add)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most 100 columns, broken at spaces.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
