import ArgumentParser
import Foundation

/// How the commands report what went wrong: one line on standard error, then the exit status.
/// (ArgumentParser would print its usage text after a `ValidationError`, pushing the one line
/// that matters off the screen when only a value was wrong.)
enum CommandFailure {
    /// A bad value of an option or argument: status 64 (EX_USAGE).
    static func badValue(_ message: String) -> ExitCode { report(message, status: .validationFailure) }

    /// The command could not do its work (a feed that cannot be read, no terminal): status 1.
    static func failed(_ message: String) -> ExitCode { report(message, status: .failure) }

    private static func report(_ message: String, status: ExitCode) -> ExitCode {
        FileHandle.standardError.write(Data("feedbrowser: \(message)\n".utf8))
        return status
    }
}
