/// Benchmarks of the Feeds area; placeholder until its owner lands them.
enum FeedsBenchmarks {
    static func run() -> [BenchmarkResult] { [] }
}
