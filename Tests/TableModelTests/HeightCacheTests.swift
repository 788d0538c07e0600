import Testing
@testable import TableModel

@Suite("HeightCache keyed by item, version, template and width")
struct HeightCacheTests {
    @Test("a height is found only for the same version, template and live width epoch")
    func keyIsComplete() {
        var cache = HeightCache<String>()
        cache.setLiveEpochs([1, 2])
        let item = RowIdentity(itemID: "a", contentVersion: 3)
        cache.store(7, for: item, template: 0, epoch: 1)
        cache.store(5, for: item, template: 0, epoch: 2)
        #expect(cache.height(for: item, template: 0, epoch: 1) == 7)
        #expect(cache.height(for: item, template: 0, epoch: 2) == 5)
        #expect(cache.height(for: item, template: 1, epoch: 1) == nil)
        #expect(cache.height(for: RowIdentity(itemID: "a", contentVersion: 4), template: 0, epoch: 1) == nil)
        #expect(cache.height(for: RowIdentity(itemID: "b", contentVersion: 3), template: 0, epoch: 1) == nil)
    }

    @Test("retired widths free their slots; four live widths fit at once")
    func retiredEpochsAreReused() {
        var cache = HeightCache<Int>()
        let item = RowIdentity(itemID: 1)
        cache.setLiveEpochs([1, 2, 3, 4])
        for epoch in 1...4 { cache.store(epoch * 10, for: item, template: 0, epoch: epoch) }
        for epoch in 1...4 { #expect(cache.height(for: item, template: 0, epoch: epoch) == epoch * 10) }
        cache.setLiveEpochs([5, 2, 3, 4])
        cache.store(50, for: item, template: 0, epoch: 5)
        #expect(cache.height(for: item, template: 0, epoch: 5) == 50)
        for epoch in 2...4 { #expect(cache.height(for: item, template: 0, epoch: epoch) == epoch * 10) }
        #expect(cache.height(for: item, template: 0, epoch: 1) == nil)
    }
}
