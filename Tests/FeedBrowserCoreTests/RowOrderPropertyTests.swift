import Foundation
import Testing
@testable import FeedBrowserCore
import TableModel
import TestSupport

/// However the batches come (in order, reversed, interleaved, with undated and equal dates), the
/// rows end in the order a full stable sort gives, and the two maps stay each other's inverse.
@Suite struct RowOrderPropertyTests {
    @Test(arguments: 0..<40)
    func batchesEndInTheSortedOrder(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 20_261_126)
        var order = RowOrder(.newestFirst)
        var dates: [Date?] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let batch: [Date?] = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                Int.random(in: 0..<6, using: &random) == 0 ? nil : Date(timeIntervalSince1970: Double(Int.random(in: 0..<50, using: &random)) * 3600)
            }
            let change = order.append(dates: batch)
            dates += batch
            if batch.isEmpty { #expect(change == .appended(count: 0)) }
        }
        let expected = dates.indices.sorted { a, b in
            switch (dates[a], dates[b]) {
            case let (x?, y?): return x != y ? x > y : a < b
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
        #expect(dates.indices.map(order.entry(atRow:)) == expected)
        #expect(dates.indices.allSatisfy { order.row(ofEntry: order.entry(atRow: $0)) == $0 })
        #expect(order.sorted(as: .feedOrder).isIdentity)
        #expect(dates.indices.map(order.sorted(as: .feedOrder).sorted(as: .newestFirst).entry(atRow:)) == expected)
    }
}
