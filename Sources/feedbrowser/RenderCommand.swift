import ArgumentParser

/// `feedbrowser render`: placeholder until the owning issue lands it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render")

    @Argument(help: "A feed: a path, a file:// URL or an http(s) URL.")
    var feed: String?

    func run() throws {
        throw ValidationError("'render' is not built yet.")
    }
}
