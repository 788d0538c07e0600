/// Benchmarks of the CellLayout area; placeholder until its owner lands them.
enum CellLayoutBenchmarks {
    static func run() -> [BenchmarkResult] { [] }
}
