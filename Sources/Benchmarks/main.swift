import Foundation

// feedbrowser-bench: every benchmark of the project, in release mode (`make bench`).
// Usage: feedbrowser-bench [--json] [--suite NAME]...
// Run from the repository root: inputs come from Fixtures/ and comparisons from scripts/bench/.

let arguments = Array(CommandLine.arguments.dropFirst())
let wantsJSON = arguments.contains("--json")
var selectedSuites: Set<String> = []
var index = 0
while index < arguments.count {
    if arguments[index] == "--suite", index + 1 < arguments.count {
        selectedSuites.insert(arguments[index + 1])
        index += 1
    }
    index += 1
}

let suites: [(name: String, run: () -> [BenchmarkResult])] = [
    ("TextLayout", TextLayoutBenchmarks.run),
    ("CellLayout", CellLayoutBenchmarks.run),
    ("Feeds", FeedsBenchmarks.run),
    ("TableModel", TableModelBenchmarks.run),
    ("App", AppBenchmarks.run),
    // The App suite's filter rows alone; only when named (the App suite has them).
    ("Filter", AppBenchmarks.runFilter),
    ("Thumbnails", ThumbnailsBenchmarks.run),
    ("TerminalUI", TerminalUIBenchmarks.run),
    ("Library", LibraryBenchmarks.run),
    ("Commands", CommandBenchmarks.run),
    ("Config", ConfigBenchmarks.run),
]

var results: [BenchmarkResult] = []
for suite in suites where selectedSuites.isEmpty ? suite.name != "Filter" : selectedSuites.contains(suite.name) {
    FileHandle.standardError.write(Data("running \(suite.name) benchmarks...\n".utf8))
    results += suite.run()
}
print(wantsJSON ? BenchmarkReport.json(results) : BenchmarkReport.table(results))
