import Foundation
import TestSupport

/// One run of the `feedbrowser` binary with arguments and standard input: what a user's script sees.
struct CommandRun {
    var status: Int32
    var output: String
    var errorOutput: String
    /// Standard output as written (`output` repairs invalid UTF-8).
    var outputBytes: Data

    /// Runs the built binary (see `TmuxSession.feedbrowserBinary`) to completion.
    /// `environment` entries are added to (or replace) the test's own environment.
    static func feedbrowser(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> CommandRun {
        try feedbrowser(arguments, inputBytes: Data(input.utf8), environment: environment)
    }

    /// The same with standard input given as bytes (which need not be UTF-8).
    static func feedbrowser(_ arguments: [String], inputBytes: Data, environment: [String: String] = [:]) throws -> CommandRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.feedbrowserBinary())
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // From another thread: `wrap` writes lines while it still reads, so a large input and its
        // output could otherwise fill both pipes and wait on each other.
        Thread { ChildInput.write(inputBytes, to: stdin) }.start()
        // Read both pipes before waiting so a large output cannot fill a pipe and stall the child.
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        let errorData = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRun(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                          errorOutput: String(decoding: errorData, as: UTF8.self), outputBytes: outputData)
    }
}
