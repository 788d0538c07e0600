import Foundation

/// Runs a comparison script under python3 (benchmarks only, never at run time) and reads its JSON.
enum PythonComparison {
    /// The JSON object a script in scripts/bench printed, or nil with the reason on stderr when
    /// python3 or the needed module is missing.
    static func run(script: String, arguments: [String] = []) -> [String: Any]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/bench/\(script)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("python comparison \(script) not run: \(error)\n".utf8))
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            FileHandle.standardError.write(Data("python comparison \(script) failed (exit \(process.terminationStatus))\n".utf8))
            return nil
        }
        return object
    }
}
