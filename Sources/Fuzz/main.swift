// feedbrowser-fuzz: runs the fuzz targets (FuzzTargets) for a set time in release mode and prints
// executions and findings. `make fuzz` runs each target; see docs/ARCHITECTURE.md (Testing).
//
//   feedbrowser-fuzz --target feed|text|subscriptions|all [--seconds N] [--seed S] [--hang N]
//   feedbrowser-fuzz --target NAME --replay FILE   (runs one saved input, e.g. a crash)
//
// Exit status: 0 when no invariant broke, 1 with findings (each saved as fuzz-findings/NAME-N.bin),
// 64 for a usage error. A crash saves the input that caused it as fuzz-findings/NAME-crash.bin
// before the process dies of it; an input still running after --hang seconds (default 10) is
// saved as fuzz-findings/NAME-hang.bin and ends the run with status 2.
import Foundation
import FuzzTargets
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The input being run and the file a crash writes it to, for the signal handler: plain memory,
/// written before each input runs, read only by async-signal-safe calls.
nonisolated(unsafe) var crashInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
nonisolated(unsafe) var crashCapacity = 1
nonisolated(unsafe) var crashLength = 0
nonisolated(unsafe) var crashPath = [CChar](repeating: 0, count: 4096)
nonisolated(unsafe) var hangPath = [CChar](repeating: 0, count: 4096)

/// Writes a line at once (unbuffered), so a run's lines survive a crash and show as they come.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("feedbrowser-fuzz: \(message); usage: feedbrowser-fuzz --target feed|text|subscriptions|all [--seconds N] [--seed S] [--hang N] [--replay FILE]\n".utf8))
    exit(64)
}

var targetName = "all", seconds = 60.0, seed: UInt64 = 17, replay: String?, hangSeconds: UInt32 = 10
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst() else { usage("\(option) needs a value") }
    switch option {
    case "--target": targetName = value
    case "--seconds":
        guard let number = Double(value), number > 0 else { usage("--seconds takes a positive number, not \(value)") }
        seconds = number
    case "--seed":
        guard let number = UInt64(value) else { usage("--seed takes a whole number, not \(value)") }
        seed = number
    case "--replay": replay = value
    case "--hang":
        guard let number = UInt32(value), number > 0 else { usage("--hang takes a whole number of seconds, not \(value)") }
        hangSeconds = number
    default: usage("unknown option \(option)")
    }
}
let targets = targetName == "all" ? FuzzTarget.all : FuzzTarget.all.filter { $0.name == targetName }
if targets.isEmpty { usage("no target named \(targetName)") }

if let replay {
    guard targets.count == 1, let input = FileManager.default.contents(atPath: replay) else {
        usage("--replay needs one --target and a readable file")
    }
    let broken = targets[0].check(Array(input))
    say(broken.isEmpty ? "\(replay): every invariant held" : "\(replay): \(broken.joined(separator: "; "))")
    exit(broken.isEmpty ? 0 : 1)
}

let findingsDirectory = URL(fileURLWithPath: "fuzz-findings")
try? FileManager.default.createDirectory(at: findingsDirectory, withIntermediateDirectories: true)
// A hang is a finding too: the input is saved and the run ends (the call cannot be abandoned).
_ = Glibc.signal(SIGALRM) { _ in
    let fd = open(hangPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if fd >= 0 {
        _ = write(fd, crashInput, crashLength)
        close(fd)
    }
    let message: StaticString = "feedbrowser-fuzz: an input ran past the --hang limit; it is saved in fuzz-findings/ (NAME-hang.bin)\n"
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    _exit(2)
}
for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
    _ = Glibc.signal(signal) { number in
        let fd = open(crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd >= 0 {
            _ = write(fd, crashInput, crashLength)
            close(fd)
        }
        Glibc.signal(number, SIG_DFL)
        raise(number)
    }
}

var total = 0
for target in targets {
    let path = findingsDirectory.appendingPathComponent("\(target.name)-crash.bin").path
    crashPath = Array(path.utf8CString.prefix(crashPath.count - 1)) + [0]
    let hangFile = findingsDirectory.appendingPathComponent("\(target.name)-hang.bin").path
    hangPath = Array(hangFile.utf8CString.prefix(hangPath.count - 1)) + [0]
    var mutator = target.mutator(seed: seed)
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start + .milliseconds(Int(seconds * 1000))
    // The slowest input says more than the average: a parser that is quadratic somewhere shows there.
    var slowest: (duration: Duration, input: [UInt8]) = (.zero, [])
    let report = FuzzDriver.run(mutator: &mutator, shouldStop: { clock.now >= deadline }, onInput: { input in
        if input.count > crashCapacity {
            crashInput.deallocate()
            crashCapacity = input.count
            crashInput = .allocate(capacity: crashCapacity)
        }
        crashLength = 0
        input.withUnsafeBufferPointer { crashInput.update(from: $0.baseAddress!, count: $0.count) }
        crashLength = input.count
    }, check: { input in
        let began = clock.now
        alarm(hangSeconds)
        let broken = target.check(input)
        alarm(0)
        let took = began.duration(to: clock.now)
        if took > slowest.duration { slowest = (took, input) }
        return broken
    })
    let elapsed = start.duration(to: clock.now)
    let secondsTaken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let found = report.findings.count + report.moreFindings
    say("\(target.name): \(report.executions) execs in \(String(format: "%.1f", secondsTaken)) s (\(Int(Double(report.executions) / max(secondsTaken, 0.001))) execs/s), seed \(target.seeds.count) inputs, largest input \(report.largestInput) bytes, \(found) findings")
    for (number, finding) in report.findings.enumerated() {
        let file = findingsDirectory.appendingPathComponent("\(target.name)-\(number).bin")
        try? Data(finding.input).write(to: file)
        say("  finding \(number) (input \(finding.execution), \(finding.input.count) bytes, \(file.path)): \(finding.message.prefix(300))")
    }
    let slowestFile = findingsDirectory.appendingPathComponent("\(target.name)-slowest.bin")
    try? Data(slowest.input).write(to: slowestFile)
    say("  slowest input: \(slowest.duration) for \(slowest.input.count) bytes (\(slowestFile.path))")
    total += found
}
exit(total == 0 ? 0 : 1)
