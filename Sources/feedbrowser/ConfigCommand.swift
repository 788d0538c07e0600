import ArgumentParser

/// `feedbrowser config check|default`: the config file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check the config file, or print one with every setting and its default.",
        subcommands: [ConfigCheckCommand.self, ConfigDefaultCommand.self]
    )
}
