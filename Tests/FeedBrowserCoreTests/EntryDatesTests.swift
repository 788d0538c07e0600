import Testing
@testable import FeedBrowserCore

/// `EntryDates` behaves as an array value although its copies share one column.
@Suite struct EntryDatesTests {
    @Test func copiesKeepTheirOwnDates() {
        var first = EntryDates()
        first.append(contentsOf: [1, nil, 3])
        let kept = first
        first.append(contentsOf: [4])  // extends the shared column: `kept` still has three
        #expect(kept.count == 3 && first.count == 4)
        var older = kept
        older.append(contentsOf: [40, 50])  // an older copy appends: its dates are copied first
        #expect(older.indices.map { older[$0] } == [1, nil, 3, 40, 50])
        #expect(first.indices.map { first[$0] } == [1, nil, 3, 4])
        #expect(kept.indices.map { kept[$0] } == [1, nil, 3])
        first.append(contentsOf: [5])
        #expect(first.indices.map { first[$0] } == [1, nil, 3, 4, 5])
        #expect(older.indices.map { older[$0] } == [1, nil, 3, 40, 50])
    }
}
