import Foundation

/// Prints benchmark results as an aligned table or as JSON.
enum BenchmarkReport {
    static func table(_ results: [BenchmarkResult]) -> String {
        let header = ["suite", "benchmark", "value", "unit", "target", "ok", "note"]
        let rows = results.map { r in
            [r.suite, r.name, r.value.isFinite ? BenchmarkResult.format(r.value) : "-", r.unit, r.target ?? "", r.met.map { $0 ? "yes" : "NO" } ?? "", r.note]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line))
            .joined(separator: "\n")
    }

    static func json(_ results: [BenchmarkResult]) -> String {
        let objects: [[String: Any]] = results.map { r in
            var o: [String: Any] = ["suite": r.suite, "name": r.name, "value": r.value.isFinite ? r.value : NSNull(), "unit": r.unit, "note": r.note]
            if let target = r.target { o["target"] = target }
            if let met = r.met { o["met"] = met }
            return o
        }
        let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
