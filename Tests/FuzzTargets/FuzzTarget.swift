import Foundation
import TestSupport

/// One fuzz target: the inputs it starts from, the tokens its format knows, and the invariants
/// every input must keep. Shared by the smoke tests (`FuzzSmokeTests`) and `feedbrowser-fuzz`.
public struct FuzzTarget: Sendable {
    /// The name `feedbrowser-fuzz --target` takes.
    public let name: String
    /// Seed inputs, from `Fixtures/`.
    public let seeds: [[UInt8]]
    /// Tokens of the format, for `ByteMutator`.
    public let dictionary: [[UInt8]]
    /// The invariants `input` broke, in words; empty when all held.
    public let check: @Sendable ([UInt8]) -> [String]

    /// A target called `name`.
    public init(name: String, seeds: [[UInt8]], dictionary: [String], check: @escaping @Sendable ([UInt8]) -> [String]) {
        self.name = name
        self.seeds = seeds
        self.dictionary = dictionary.map { Array($0.utf8) }
        self.check = check
    }

    /// A mutator over this target's seeds and dictionary, replaying from `seed`, its inputs at
    /// most `maximumLength` bytes.
    public func mutator(seed: UInt64, maximumLength: Int = 16 << 10) -> ByteMutator {
        ByteMutator(seeds: seeds, dictionary: dictionary, seed: seed, maximumLength: maximumLength)
    }

    /// Every target: the feed parser with its HTML converter, text layout, subscription lists.
    public static var all: [FuzzTarget] { [FeedFuzzTarget.target, TextFuzzTarget.target, SubscriptionsFuzzTarget.target] }

    /// The repository's `Fixtures/` directory (found from this file's place in the sources).
    public static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of every regular file directly in `Fixtures/<folder>` whose name ends in one of
    /// `extensions`, in name order (the order seeds are drawn in must not depend on the disk).
    public static func fixtureFiles(_ folder: String, extensions: [String]) -> [[UInt8]] {
        let directory = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted()
            .filter { name in extensions.contains { name.hasSuffix($0) } }
            .compactMap { FileManager.default.contents(atPath: directory.appendingPathComponent($0).path).map(Array.init) }
    }
}
