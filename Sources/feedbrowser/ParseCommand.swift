import ArgumentParser

/// `feedbrowser parse`: placeholder until the owning issue lands it.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "parse")

    @Argument(help: "A feed: a path, a file:// URL or an http(s) URL.")
    var feed: String?

    func run() throws {
        throw ValidationError("'parse' is not built yet.")
    }
}
