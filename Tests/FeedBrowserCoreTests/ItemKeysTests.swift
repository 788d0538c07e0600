import Testing
import TestSupport
@testable import FeedBrowserCore

/// Item keys are dense and stable: the first id seen gets 0, each new one the next number, an id
/// seen before its own number again, across the table's growths and repeated ids.
@Suite struct ItemKeysTests {
    @Test func keysAreGivenInOrderOfFirstSightAndKept() {
        var random = SeededGenerator(seed: 63)
        let keys = ItemKeys()
        var reference: [String: Int] = [:]
        for round in 0..<40_000 {
            if round % 1000 == 0 { keys.reserve(Int.random(in: 0...3000, using: &random)) }
            // Few enough distinct ids that most are seen again; some share a long prefix.
            let id = Bool.random(using: &random) ? "\(Int.random(in: 0..<15_000, using: &random))"
                                                   : "https://example.com/item/\(Int.random(in: 0..<5_000, using: &random))"
            if Int.random(in: 0..<4, using: &random) == 0 {
                #expect(keys.existingKey(for: id) == reference[id], "round \(round)")
                continue
            }
            let expected = reference[id] ?? reference.count
            reference[id] = expected
            #expect(keys.key(for: id) == expected, "round \(round)")
        }
        #expect(reference.count > 10_000)
        for (id, key) in reference { #expect(keys.id(ofKey: key) == id) }
        #expect(keys.existingKey(for: "never seen") == nil)
        #expect(ItemKeys().existingKey(for: "") == nil)
    }

    /// Ids are kept and compared as bytes: the same text in two Unicode forms is two items.
    @Test func idsAreTheirBytes() {
        let keys = ItemKeys()
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(keys.key(for: composed) == 0 && keys.key(for: decomposed) == 1 && keys.key(for: "") == 2)
        #expect(keys.key(for: composed) == 0 && keys.existingKey(for: "") == 2)
        #expect(keys.id(ofKey: 1).utf8.elementsEqual(decomposed.utf8) && keys.id(ofKey: 2).isEmpty)
    }
}
