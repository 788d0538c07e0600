import Foundation

// feedbrowser-bench: every benchmark of the project, in release mode (`make bench`).
// Usage: feedbrowser-bench [--json] [--suite NAME]...
// Run from the repository root: inputs come from Fixtures/ and comparisons from scripts/bench/.

let suites: [(name: String, run: () -> [BenchmarkResult])] = [
    ("TextLayout", TextLayoutBenchmarks.run),
    ("CellLayout", CellLayoutBenchmarks.run),
    ("Feeds", FeedsBenchmarks.run),
    ("TableModel", TableModelBenchmarks.run),
    ("App", AppBenchmarks.run),
    // The App suite's filter rows alone; only when named (the App suite has them).
    ("Filter", AppBenchmarks.runFilter),
    // The App suite's whole-load rows alone; only when named (the App suite has them).
    ("Load", AppBenchmarks.runLoad),
    ("Thumbnails", ThumbnailsBenchmarks.run),
    ("TerminalUI", TerminalUIBenchmarks.run),
    ("Library", LibraryBenchmarks.run),
    ("Commands", CommandBenchmarks.run),
    ("Config", ConfigBenchmarks.run),
]
let suiteNames = suites.map(\.name)
let usage = """
    usage: feedbrowser-bench [--json] [--suite NAME]...
      --json        print the results as JSON instead of a table
      --suite NAME  run only this suite (repeatable); without it every suite runs but
                    Filter and Load (the App suite's filter rows and its whole-load
                    rows alone, on the 100k feed)
      -h, --help    show this help
    suites: \(suiteNames.joined(separator: ", "))

    """

/// Stops with a message on standard error: an unknown argument must not start an hour of benchmarks.
func refuse(_ message: String) -> Never {
    FileHandle.standardError.write(Data("feedbrowser-bench: \(message)\n\(usage)".utf8))
    exit(2)
}

// One round of the whole-load benchmark, in a fresh process (`WholeLoadBenchmark`).
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == WholeLoadBenchmark.childArgument {
    exit(WholeLoadBenchmark.runChild(CommandLine.arguments[2], CommandLine.arguments[3]) ? 0 : 1)
}

var wantsJSON = false
var selectedSuites: Set<String> = []
var remaining = Array(CommandLine.arguments.dropFirst())[...]
while let argument = remaining.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--json":
        wantsJSON = true
    case "--suite":
        guard let name = remaining.popFirst() else { refuse("--suite needs a suite name") }
        guard suiteNames.contains(name) else { refuse("no suite named '\(name)'") }
        selectedSuites.insert(name)
    default:
        refuse("unknown argument '\(argument)'")
    }
}

var results: [BenchmarkResult] = []
for suite in suites where selectedSuites.isEmpty ? !["Filter", "Load"].contains(suite.name) : selectedSuites.contains(suite.name) {
    FileHandle.standardError.write(Data("running \(suite.name) benchmarks...\n".utf8))
    results += suite.run()
}
print(wantsJSON ? BenchmarkReport.json(results) : BenchmarkReport.table(results))
