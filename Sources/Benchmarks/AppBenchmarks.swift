/// Benchmarks of the App area; placeholder until its owner lands them.
enum AppBenchmarks {
    static func run() -> [BenchmarkResult] { [] }
}
