/// Benchmarks of the Thumbnails area; placeholder until its owner lands them.
enum ThumbnailsBenchmarks {
    static func run() -> [BenchmarkResult] { [] }
}
