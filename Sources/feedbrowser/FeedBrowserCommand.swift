import ArgumentParser
import Foundation

/// The `feedbrowser` command line: interactive by default, plus scriptable subcommands.
@main
struct FeedBrowserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedbrowser",
        abstract: "A terminal feed browser with self-sizing rows.",
        subcommands: [OpenCommand.self, ParseCommand.self, RenderCommand.self, WrapCommand.self, TerminalCheckCommand.self, CacheCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command. Every usage mistake (a missing argument, an unknown option or command, a
    /// bad value) is one `feedbrowser:` line and status 64, as `CommandFailure` does for the
    /// commands' own checks; ArgumentParser's default adds its usage text after the message.
    /// `--help` and `help` still print the help.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            let status = exitCode(for: error)
            // Help and version requests, and successful early exits, keep ArgumentParser's output.
            guard status == .validationFailure else { self.exit(withError: error) }
            let message = unknownCommand(in: arguments) ?? Self.message(for: error)
            let line = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " ")
            // An empty message: a command's `validate()` reported through `CommandFailure` already.
            if !line.isEmpty { FileHandle.standardError.write(Data("feedbrowser: \(line) (see feedbrowser --help)\n".utf8)) }
            Foundation.exit(status.rawValue)
        }
    }

    /// "unknown command 'prase'" when the first argument is a bare word that names neither a
    /// command nor a file: otherwise the default command would take it as a feed and complain
    /// about the options that follow it instead.
    private static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), arguments.count > 1,
              first.allSatisfy({ $0.isLetter || $0 == "-" }),
              !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(first), first != "help" else { return nil }
        return "unknown command '\(first)'; the commands are \(names.joined(separator: ", "))"
    }
}
