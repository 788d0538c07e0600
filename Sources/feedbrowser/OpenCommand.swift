import ArgumentParser

/// `feedbrowser open`: placeholder until the owning issue lands it.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open")

    @Argument(help: "A feed: a path, a file:// URL or an http(s) URL.")
    var feed: String?

    func run() throws {
        throw ValidationError("'open' is not built yet.")
    }
}
