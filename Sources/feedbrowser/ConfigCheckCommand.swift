import ArgumentParser
import Foundation
import ReaderFiles

/// `feedbrowser config check [--config PATH]`: every mistake of the config file as
/// `PATH:LINE:COLUMN: message` on standard output; status 1 when there is any.
struct ConfigCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Print the config file's mistakes (PATH:LINE:COLUMN: message); exit 1 if there are any."
    )

    @Option(name: .long, help: "The config file to check (default: $XDG_CONFIG_HOME/feedbrowser/config.toml).")
    var config: String?

    func run() throws {
        let loaded = try LoadedConfig.load(path: config)
        guard let path = loaded.path else {
            print("No config file at \(ReaderDirectories().configFile.path): the defaults are used (feedbrowser config default prints one).")
            return
        }
        if loaded.diagnostics.isEmpty {
            print("\(path): no mistakes")
            return
        }
        loaded.messages.forEach { print($0) }
        throw ExitCode.failure
    }
}
