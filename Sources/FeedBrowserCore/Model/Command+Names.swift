extension Command {
    /// The command's name in the config file: its case name in kebab case (`moveDown` is
    /// `move-down`), derived so that every command added to `Command` can be bound by name.
    public var configName: String { Self.configNames[self]! }

    /// The command named `configName` in the config file, if any.
    public init?(configName: String) {
        guard let command = Self.commandsByConfigName[configName] else { return nil }
        self = command
    }

    // Computed once: reading a config looks names up for every binding.
    private static let configNames: [Command: String] = Dictionary(uniqueKeysWithValues: allCases.map { command in
        var name = ""
        for character in command.rawValue {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return (command, name)
    })

    private static let commandsByConfigName: [String: Command] = Dictionary(uniqueKeysWithValues: configNames.map { ($1, $0) })
}
