/// One measured figure of a benchmark run, with the target it is checked against.
struct BenchmarkResult: Sendable {
    /// Which issue's area the figure belongs to, e.g. "TextLayout".
    var suite: String
    /// What was measured, including its input, e.g. "wrap Latin w=40".
    var name: String
    var value: Double
    /// "MB/s", "ns", "µs", "ms", "rows/s", "x" (a ratio), "MB" ...
    var unit: String
    /// A human-readable target such as ">= 500"; nil when the figure is informational.
    var target: String? = nil
    /// Whether the target was met; nil when there is no target.
    var met: Bool? = nil
    /// Anything a reader needs to interpret the figure (repeats, input size).
    var note: String = ""
}

extension BenchmarkResult {
    /// A figure that must be at least `minimum`.
    static func atLeast(_ suite: String, _ name: String, _ value: Double, _ unit: String, _ minimum: Double, note: String = "") -> BenchmarkResult {
        BenchmarkResult(suite: suite, name: name, value: value, unit: unit, target: ">= \(Self.format(minimum))", met: value >= minimum, note: note)
    }

    /// A figure that must be at most `maximum`.
    static func atMost(_ suite: String, _ name: String, _ value: Double, _ unit: String, _ maximum: Double, note: String = "") -> BenchmarkResult {
        BenchmarkResult(suite: suite, name: name, value: value, unit: unit, target: "<= \(Self.format(maximum))", met: value <= maximum, note: note)
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
        if abs(value) >= 100 { return String(format: "%.0f", value) }
        if abs(value) >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }
}
