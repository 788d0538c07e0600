import ArgumentParser
import FeedFetch
import Foundation

/// The `feedbrowser` command line: interactive by default, plus scriptable subcommands.
@main
struct FeedBrowserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedbrowser",
        abstract: "A terminal feed browser with self-sizing rows.",
        // The default command's usage first: FEED and its options are what most runs give.
        usage: """
            feedbrowser [FEED] [--no-mouse] [--no-pictures] [--config <config>]
            feedbrowser <subcommand> (feedbrowser help <subcommand> for its options)
            """,
        discussion: """
            With no subcommand: browse FEED (a path, a file://, http(s) or feed: URL, or - for standard input), \
            or the subscribed feeds when FEED is left out (start with feedbrowser add URL or feedbrowser import FILE). \
            --no-mouse leaves the mouse to the terminal, --no-pictures draws placeholder boxes, \
            --config FILE reads another config file.
            """,
        version: ProgramVersion.number,
        subcommands: [OpenCommand.self, ParseCommand.self, RenderCommand.self, WrapCommand.self, AddCommand.self, RemoveCommand.self,
                      ImportCommand.self, ExportCommand.self, FeedsCommand.self, RefreshCommand.self, LibraryCommand.self, TerminalCheckCommand.self,
                      CacheCommand.self, ConfigCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command. Every usage mistake (a missing argument, an unknown option or command, a
    /// bad value) is one `feedbrowser:` line and status 64, as `CommandFailure` does for the
    /// commands' own checks; ArgumentParser's default adds its usage text after the message.
    /// `--help` and `help` still print the help.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Alone, a mistyped command (`feedbrowser refrsh`) parses as a feed file to open, and
        // failed as one that does not exist.
        if arguments.count == 1, let message = unknownCommand(in: arguments) {
            FileHandle.standardError.write(Data("feedbrowser: \(message) (see feedbrowser --help)\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            let status = exitCode(for: error)
            // Help and version requests, and successful early exits, keep ArgumentParser's output.
            guard status == .validationFailure else { self.exit(withError: error) }
            let message = newsboatOption(in: arguments) ?? unknownCommand(in: arguments) ?? Self.message(for: error)
            let line = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " ")
            // An empty message: a command's `validate()` reported through `CommandFailure` already.
            if !line.isEmpty { FileHandle.standardError.write(Data("feedbrowser: \(line) (see feedbrowser --help)\n".utf8)) }
            Foundation.exit(status.rawValue)
        }
    }

    /// "unknown command 'prase'" when the first argument is a bare word, not a file, one or two
    /// edits away from a command's name: otherwise the default command would take it as a feed
    /// and complain about the options that follow it instead. Other words keep ArgumentParser's
    /// message (`feedbrowser news --no-mous` is a mistyped option, not a command).
    private static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"),
              first.allSatisfy({ $0.isLetter || $0 == "-" }),
              !FileManager.default.fileExists(atPath: first) else { return nil }
        // Hidden commands (terminal-check) are not offered: --help does not list them either.
        let names = configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
        guard !names.contains(first), let closest = names.min(by: { editDistance(first, $0) < editDistance(first, $1) }),
              editDistance(first, closest) <= 2 else { return nil }
        return "unknown command '\(first)' (did you mean '\(closest)'?); the commands are \(names.joined(separator: ", "))"
    }

    /// newsboat's options for what are commands here (`-i FILE` is `import FILE`): its users type them first.
    private static func newsboatOption(in arguments: [String]) -> String? {
        let commands = ["-i": "import FILE", "-e": "export", "-r": "refresh", "-x": "refresh"]
        guard let option = arguments.first(where: { commands[$0] != nil }), let command = commands[option] else { return nil }
        return "unknown option '\(option)'; newsboat's \(option) is the command feedbrowser \(command) here"
    }

    /// Levenshtein distance between two short words.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for j in b.indices {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
