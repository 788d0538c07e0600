import Testing
@testable import TableModel

@Suite("HeightCache keyed by item, version, template and width")
struct HeightCacheTests {
    @Test("a height is found only for the same item, version, template and live width epoch")
    func keyIsComplete() {
        var cache = HeightCache()
        cache.setLiveEpochs([1, 2])
        let item = HeightKey(item: 5, contentVersion: 3, template: 0)
        cache.store(7, for: item, epoch: 1)
        cache.store(5, for: item, epoch: 2)
        #expect(cache.height(for: item, epoch: 1) == 7)
        #expect(cache.height(for: item, epoch: 2) == 5)
        #expect(cache.height(for: item, epoch: 3) == nil)
        #expect(cache.height(for: HeightKey(item: 5, contentVersion: 3, template: 1), epoch: 1) == nil)
        #expect(cache.height(for: HeightKey(item: 5, contentVersion: 4, template: 0), epoch: 1) == nil)
        // Keys below, between and far above the stored one hold nothing.
        for other in [0, 4, 6, 1_000] {
            #expect(cache.height(for: HeightKey(item: other, contentVersion: 3, template: 0), epoch: 1) == nil)
        }
    }

    @Test("a new content version replaces the item's heights at every width")
    func newVersionReplaces() {
        var cache = HeightCache()
        cache.setLiveEpochs([1, 2])
        cache.store(7, for: HeightKey(item: 0), epoch: 1)
        cache.store(9, for: HeightKey(item: 0), epoch: 2)
        cache.store(3, for: HeightKey(item: 0, contentVersion: 1), epoch: 1)
        #expect(cache.height(for: HeightKey(item: 0, contentVersion: 1), epoch: 1) == 3)
        #expect(cache.height(for: HeightKey(item: 0, contentVersion: 1), epoch: 2) == nil)
        #expect(cache.height(for: HeightKey(item: 0), epoch: 2) == nil)
    }

    @Test("retired widths free their slots; four live widths fit at once")
    func retiredEpochsAreReused() {
        var cache = HeightCache()
        let item = HeightKey(item: 1)
        cache.setLiveEpochs([1, 2, 3, 4])
        for epoch in 1...4 { cache.store(epoch * 10, for: item, epoch: epoch) }
        for epoch in 1...4 { #expect(cache.height(for: item, epoch: epoch) == epoch * 10) }
        cache.setLiveEpochs([5, 2, 3, 4])
        cache.store(50, for: item, epoch: 5)
        #expect(cache.height(for: item, epoch: 5) == 50)
        for epoch in 2...4 { #expect(cache.height(for: item, epoch: epoch) == epoch * 10) }
        #expect(cache.height(for: item, epoch: 1) == nil)
    }

    @Test("many items stored in any order are all found")
    func manyItems() {
        var cache = HeightCache()
        cache.setLiveEpochs([1])
        let keys = Array((0..<5_000).reversed()) + Array(5_000..<6_000)
        for key in keys { cache.store(key % 97, for: HeightKey(item: key, template: key % 3), epoch: 1) }
        for key in keys { #expect(cache.height(for: HeightKey(item: key, template: key % 3), epoch: 1) == key % 97) }
    }
}
