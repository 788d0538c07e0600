import Testing
import TableModel
import TestSupport

/// Random sequences of every operation; after each step every invariant must hold.
@Suite("Property: invariants under random operation sequences")
struct PropertyTests {
    /// One random run; returns the number of steps performed.
    @discardableResult
    static func run(seed: UInt64, rows: Int, steps: Int, checkOffsets: Bool) -> Int {
        var random = SeededGenerator(seed: seed)
        var source = SyntheticTableDataSource(seed: seed, rowCount: rows)
        let table = TableModel(dataSource: source, width: Int.random(in: 20...300, using: &random),
                               height: Int.random(in: 5...100, using: &random),
                               configuration: TableConfiguration(separatorHeight: Int.random(in: 0...1, using: &random)))
        var previousBar: ScrollBarGeometry? = nil
        // A run of resizes keeps the selection's screen fraction from its first resize while the
        // view stays as the last resize left it (TableModel's ResizePlace); mirrored here.
        var lastResize: [Int?]? = nil
        var runFraction: Double? = nil
        for step in 0..<steps {
            let before = table.visibleRows.first { $0.isSelected }
            let beforeHeight = table.viewportHeight
            var expectSelectionLine: Int? = nil
            // At the bottom the view stays flush instead of keeping the selection's line.
            let wasAtBottom = TableAssertions.blankBelow(table) == 0 && (table.topRow > 0 || table.topOffset > 0)
            let state = "\(table.visibleRows.map { "\($0.row)@\($0.y)+\($0.height)" }) top \(table.topRow),\(table.topOffset) vh \(table.viewportHeight) filtered \(table.filter != nil)"
            var scrolledDown = false
            switch Int.random(in: 0..<16, using: &random) {
            case 0:
                let lines = Int.random(in: -30...30, using: &random)
                table.scroll(lines: lines)
                scrolledDown = lines > 0
            case 1: table.scroll(rows: Int.random(in: -5...5, using: &random))
            case 2:
                let pages = Int.random(in: -2...2, using: &random)
                table.scroll(pages: pages)
                scrolledDown = pages > 0
            case 3: Bool.random(using: &random) ? table.scrollToTop() : table.scrollToBottom()
            case 4: table.scroll(toRow: Int.random(in: 0..<table.rowCount, using: &random),
                                 alignment: [.top, .center, .bottom, .nearest].randomElement(using: &random)!)
            case 5: table.moveSelection(by: Int.random(in: -3...3, using: &random))
            case 6: table.select(row: Int.random(in: 0..<table.rowCount, using: &random))
            case 7, 8:
                let width = Int.random(in: 20...300, using: &random)
                let height = Bool.random(using: &random) ? table.viewportHeight : Int.random(in: 5...100, using: &random)
                let continuing = lastResize == [table.selectedRow, table.topRow, table.topOffset, table.width, table.viewportHeight]
                let fraction = continuing ? runFraction : before.flatMap { $0.y >= 0 ? Double($0.y) / Double(beforeHeight) : nil }
                let anchoredAtBottom = wasAtBottom
                table.resize(width: width, height: height)
                if let before, let after = table.visibleRows.first(where: { $0.isSelected }), after.row == before.row,
                   height == beforeHeight || (fraction != nil && !anchoredAtBottom) {
                    // A selection that fits is shown whole: from line 0 when its top was scrolled off.
                    let separator = before.y + before.height + table.configuration.separatorHeight <= beforeHeight ? table.configuration.separatorHeight : 0
                    let lowest = TableAssertions.lowestSelectionLine(height: after.height, viewport: height, separator: separator)
                    let wanted = fraction.map { Int(($0 * Double(height)).rounded()) } ?? before.y
                    expectSelectionLine = after.height <= height ? max(0, min(wanted, lowest)) : nil
                }
                runFraction = anchoredAtBottom ? nil : fraction
                lastResize = runFraction == nil ? nil : [table.selectedRow, table.topRow, table.topOffset, table.width, table.viewportHeight]
            case 9:
                let count = Int.random(in: 1...20, using: &random)
                source = source.insertingAtTop(count)
                table.update(dataSource: source, change: .insertedAtTop(count: count))
                if let before, table.filter == nil { expectSelectionLine = before.y }
            case 10:
                // Late measurement: visible or nearby rows change content.
                let near = table.visibleRows.map(\.sourceRow) + [max(0, table.sourceRow(forRow: table.topRow) - 1)]
                let changed = Array(Set((0..<Int.random(in: 1...3, using: &random)).map { _ in near.randomElement(using: &random)! })).sorted()
                for row in changed { source = source.changingContent(ofRow: row) }
                table.update(dataSource: source, change: .rowsChanged(changed))
            case 11: table.measureInBackground(budget: Int.random(in: 1...200, using: &random))
            case 12:
                let count = Int.random(in: 1...50, using: &random)
                source = source.appending(count)
                table.update(dataSource: source, change: .appended(count: count))
            case 13:
                if Bool.random(using: &random) || table.filter != nil {
                    table.setFilter(nil)
                } else {
                    let stride = Int.random(in: 2...7, using: &random)
                    let window = min(source.rowCount, 20_000)
                    let start = Int.random(in: 0...(source.rowCount - window), using: &random)
                    table.setFilter(Array(Swift.stride(from: start, to: start + window, by: stride)))
                }
            case 14: _ = table.scrollBar(trackLength: table.viewportHeight)
            default:
                source = Bool.random(using: &random) ? source.insertingAtTop(2) : source
                table.update(dataSource: source, change: .reloaded)
            }
            let problems = table.invariantViolations()
            #expect(problems.isEmpty, "seed \(seed) rows \(rows) step \(step): \(problems)")
            if !problems.isEmpty { return step }
            if let line = expectSelectionLine, !wasAtBottom, table.topRow > 0 || table.topOffset > 0, TableAssertions.blankBelow(table) < 0 {
                #expect(table.visibleRows.first { $0.isSelected }?.y == line, "seed \(seed) step \(step): selection line; before \(state); after \(table.visibleRows.map { "\($0.row)@\($0.y)+\($0.height)" })")
            }
            let bar = table.scrollBar(trackLength: table.viewportHeight)
            #expect(bar.thumbStart >= 0 && bar.thumbStart + bar.thumbLength <= bar.trackLength)
            if scrolledDown, let previous = previousBar, previous.trackLength == bar.trackLength, previous.thumbLength == bar.thumbLength {
                #expect(bar.thumbStart >= previous.thumbStart, "seed \(seed) step \(step): thumb moved up while scrolling down")
            }
            previousBar = bar
            if checkOffsets && step % 50 == 0 { TableAssertions.expectConsistentOffsets(table) }
        }
        return steps
    }

    @Test("10 rows, 60 seeds x 400 steps", arguments: 1...60 as ClosedRange<UInt64>)
    func tiny(seed: UInt64) { Self.run(seed: seed, rows: 10, steps: 400, checkOffsets: true) }

    @Test("10k rows, 24 seeds x 400 steps", arguments: 100...123 as ClosedRange<UInt64>)
    func medium(seed: UInt64) { Self.run(seed: seed, rows: 10_000, steps: 400, checkOffsets: false) }

    @Test("1M rows, 4 seeds x 200 steps", arguments: 1000...1003 as ClosedRange<UInt64>)
    func large(seed: UInt64) { Self.run(seed: seed, rows: 1_000_000, steps: 200, checkOffsets: false) }
}
