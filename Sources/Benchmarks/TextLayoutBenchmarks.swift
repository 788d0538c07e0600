/// Benchmarks of the TextLayout area; placeholder until its owner lands them.
enum TextLayoutBenchmarks {
    static func run() -> [BenchmarkResult] { [] }
}
