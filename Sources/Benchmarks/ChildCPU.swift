import Foundation

/// Runs a program as a child process and reports the CPU time it used (user + system, from
/// `getrusage(RUSAGE_CHILDREN)` around the run): the commands' figures, comparable with thread
/// CPU time in-process on the shared, noisy machine.
enum ChildCPU {
    /// CPU seconds of `executable arguments`, standard input from `inputPath` (or none), standard
    /// output discarded; nil when it cannot start or exits with a failure.
    static func seconds(_ executable: String, _ arguments: [String], inputPath: String? = nil) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        if let inputPath {
            guard let input = FileHandle(forReadingAtPath: inputPath) else { return nil }
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let before = childrenCPU()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return childrenCPU() - before
    }

    /// Median CPU seconds over `repeats` runs, or nil when any run failed.
    static func median(repeats: Int, _ executable: String, _ arguments: [String], inputPath: String? = nil) -> Double? {
        var samples: [Double] = []
        for _ in 0..<repeats {
            guard let seconds = seconds(executable, arguments, inputPath: inputPath) else { return nil }
            samples.append(seconds)
        }
        return Stopwatch.median(samples)
    }

    private static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
