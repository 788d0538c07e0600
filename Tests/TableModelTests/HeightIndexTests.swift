import Testing
@testable import TableModel
import TestSupport

@Suite("HeightIndex (Fenwick tree over height deviations)")
struct HeightIndexTests {
    @Test("offsets and offset->row agree with naive prefix sums after random updates and appends", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func matchesNaivePrefixSums(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let index = HeightIndex(width: 40, epoch: 1, separator: 1, defaultHeight: 3, count: 37)
        var heights = Array(repeating: 3, count: 37)
        for step in 0..<2_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                let extra = Int.random(in: 1...40, using: &random)
                index.append(extra)
                heights += Array(repeating: 3, count: extra)
            case 1:
                let row = Int.random(in: 0..<heights.count, using: &random)
                index.forget(row: row)
                heights[row] = 3
            default:
                let row = Int.random(in: 0..<heights.count, using: &random)
                let height = Int.random(in: 0...12, using: &random)
                index.setHeight(height, ofRow: row, measured: Bool.random(using: &random))
                heights[row] = height
            }
            if step % 97 == 0 || step == 1_999 {
                var offset = 0
                for row in heights.indices {
                    #expect(index.offset(ofRow: row) == offset)
                    #expect(index.height(ofRow: row) == heights[row])
                    let found = index.row(containingOffset: offset)
                    // Rows of zero content height still take their separator line, so the row is exact.
                    #expect(found.row == row && found.offsetInRow == 0, "row at offset \(offset)")
                    offset += heights[row] + 1
                }
                #expect(index.totalHeight == offset)
                #expect(index.row(containingOffset: offset + 5).row == heights.count - 1)
            }
        }
    }

    @Test("a fresh index of a million rows counts every row at the default height")
    func freshIndexIsDefault() {
        let index = HeightIndex(width: 80, epoch: 1, separator: 1, defaultHeight: 4, count: 1_000_000)
        #expect(index.totalHeight == 5_000_000)
        #expect(index.offset(ofRow: 999_999) == 4_999_995)
        #expect(index.row(containingOffset: 2_500_002).row == 500_000)
        #expect(index.row(containingOffset: 2_500_002).offsetInRow == 2)
        index.setHeight(10, ofRow: 0, measured: true)
        #expect(index.offset(ofRow: 999_999) == 5_000_001)
        #expect(index.measuredCount == 1)
        #expect(!index.isFullyMeasured)
    }

    @Test("offsets stay exact across group boundaries (4096 rows) after updates and appends", arguments: [6, 7] as [UInt64])
    func matchesNaivePrefixSumsAcrossGroups(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let index = HeightIndex(width: 60, epoch: 1, separator: 1, defaultHeight: 2, count: 4_095)
        var heights = Array(repeating: 2, count: 4_095)
        for step in 0..<600 {
            if step % 50 == 0 {
                // Appends that end inside a block, on a block boundary and on a group boundary.
                let extra = [1, 63, 4_096 - heights.count % 4_096, 1_000][(step / 50) % 4]
                index.append(extra)
                heights += Array(repeating: 2, count: extra)
            }
            let row = Int.random(in: 0..<heights.count, using: &random)
            let height = Int.random(in: 0...9, using: &random)
            index.setHeight(height, ofRow: row, measured: true)
            heights[row] = height
        }
        var offset = 0
        for row in heights.indices {
            if row % 61 == 0 || row % 4_096 < 2 || row % 4_096 > 4_093 || row >= heights.count - 2 {
                #expect(index.offset(ofRow: row) == offset, "offset of row \(row)")
                let found = index.row(containingOffset: offset + heights[row])
                #expect(found.row == row && found.offsetInRow == heights[row], "row at offset \(offset + heights[row])")
            }
            offset += heights[row] + 1
        }
        #expect(index.offset(ofRow: heights.count) == offset)
        #expect(index.totalHeight == offset)
        #expect(index.row(containingOffset: offset).row == heights.count - 1)
        let last = index.row(containingOffset: offset - 1)
        #expect(last.row == heights.count - 1 && last.offsetInRow == heights[heights.count - 1])
    }
}
