import CellLayout
import FeedBrowserCore
import FeedBrowserRuntime
import Feeds
import Foundation

extension CellLayoutBenchmarks {
    /// `fittingHeight` per row on the items of the generated 10k-item feed, as the table measures
    /// them (the full-measurement figure of issue 5 is mostly this), per template and width. The
    /// note carries a checksum of all heights, so a change to text layout can be checked to leave
    /// every height as it was.
    static func feedRows() -> [BenchmarkResult] {
        let path = "Fixtures/generated/feed-10k.xml"
        guard let data = FileManager.default.contents(atPath: path),
              let items = try? FeedParser.parse(data).items else {
            return [BenchmarkResult(suite: "CellLayout", name: "fittingHeight feed rows", value: .nan, unit: "-",
                                    target: "run `make fixtures`", met: false, note: "\(path) is missing or unreadable")]
        }
        let templates = CellTemplates()
        // Exactly the cells the app's list measures.
        let cells = items.map { ListEntry($0).content }
        var results: [BenchmarkResult] = []
        for kind in CellKind.allCases {
            let rows = cells.filter { $0.kind == kind }
            guard !rows.isEmpty else { continue }
            for width in [40, 80, 200] {
                var checksum: UInt64 = 0
                for (index, cell) in rows.enumerated() {
                    checksum = checksum &* 31 &+ UInt64(templates.fittingHeight(kind, cell, width: width)) &* UInt64(index + 1)
                }
                var check = 0
                let ns = medianPass {
                    for cell in rows { check &+= templates.fittingHeight(kind, cell, width: width) }
                }
                blackHole(check)
                results.append(BenchmarkResult(suite: "CellLayout", name: "fittingHeight feed-10k \(kind) w=\(width)",
                                               value: ns / Double(rows.count), unit: "ns/row",
                                               note: "\(rows.count) rows, median of \(repeats), heights checksum \(String(checksum, radix: 16))"))
            }
        }
        return results
    }
}
