import Foundation
import TestSupport

/// One run of the `feedbrowser` binary with arguments and standard input: what a user's script sees.
struct CommandRun {
    var status: Int32
    var output: String
    var errorOutput: String

    /// Runs the built binary (see `TmuxSession.feedbrowserBinary`) to completion, with
    /// `environment` added to this process's own.
    static func feedbrowser(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> CommandRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.feedbrowserBinary())
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        ChildInput.write(Data(input.utf8), to: stdin)
        // Read both pipes before waiting so a large output cannot fill a pipe and stall the child.
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        let errorData = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRun(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                          errorOutput: String(decoding: errorData, as: UTF8.self))
    }
}
