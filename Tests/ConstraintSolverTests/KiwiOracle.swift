import Foundation
import TestSupport

/// Runs scripts/oracles/kiwi_oracle.py (Python's kiwisolver) on a batch of systems.
enum KiwiOracle {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = repositoryRoot.appendingPathComponent("scripts/oracles/kiwi_oracle.py")

    /// Whether python3 can import kiwisolver (checked once).
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import kiwisolver"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The oracle's answer for each system: outcomes per step and values at each read.
    static func run(_ systems: [[String: Any]]) throws -> [(outcomes: [String], reads: [[Double]])] {
        let input = try JSONSerialization.data(withJSONObject: ["systems": systems])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Write from another thread: a large batch could fill the pipe while we wait to read.
        let writer = Thread { ChildInput.write(input, to: stdin) }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try JSONSerialization.jsonObject(with: output) as? [String: Any],
              let results = object["systems"] as? [[String: Any]] else {
            throw OracleFailure(message: "kiwi_oracle.py exited with status \(process.terminationStatus)")
        }
        return results.map { result in
            let outcomes = result["outcomes"] as? [String] ?? []
            let reads = (result["reads"] as? [[Any]] ?? []).map { $0.map { ($0 as? NSNumber)?.doubleValue ?? .nan } }
            return (outcomes, reads)
        }
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
