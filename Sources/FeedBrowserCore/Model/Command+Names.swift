extension Command {
    /// The command's name in the config file: its case name in kebab case (`moveDown` is
    /// `move-down`), derived so that every command added to `Command` can be bound by name.
    public var configName: String {
        var name = ""
        for character in rawValue {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// The command named `configName` in the config file, if any.
    public init?(configName: String) {
        guard let command = Command.allCases.first(where: { $0.configName == configName }) else { return nil }
        self = command
    }
}
