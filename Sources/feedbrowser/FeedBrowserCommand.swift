import ArgumentParser

/// The `feedbrowser` command line: interactive by default, plus scriptable subcommands.
@main
struct FeedBrowserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedbrowser",
        abstract: "A terminal feed browser with self-sizing rows.",
        subcommands: [OpenCommand.self, ParseCommand.self, RenderCommand.self, WrapCommand.self, TerminalCheckCommand.self, CacheCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
