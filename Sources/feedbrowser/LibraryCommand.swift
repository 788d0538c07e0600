import ArgumentParser

/// `feedbrowser library check`: commands about the library file itself.
struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Look after the library file.",
        subcommands: [LibraryCheckCommand.self]
    )
}
