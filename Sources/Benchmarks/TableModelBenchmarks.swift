/// Benchmarks of the TableModel area; placeholder until its owner lands them.
enum TableModelBenchmarks {
    static func run() -> [BenchmarkResult] { [] }
}
