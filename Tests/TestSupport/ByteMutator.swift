/// A deterministic mutation engine for fuzzing: each `next()` takes one of the seed inputs and
/// changes it in a few random ways (bit flips, interesting bytes, insertions and deletions,
/// copied and repeated chunks, dictionary tokens, splices with another seed, truncation), so the
/// inputs stay near real documents and reach deep into parsers, yet replay exactly from `seed`.
///
/// ```
/// var mutator = ByteMutator(seeds: fixtures, dictionary: ["<item>", "&amp;"], seed: 17)
/// for _ in 0..<20_000 { check(mutator.next()) }
/// ```
public struct ByteMutator {
    /// The inputs mutations start from (an empty one stands in when none is given).
    public let seeds: [[UInt8]]
    /// Tokens the format gives meaning to, inserted or written over the input whole.
    public let dictionary: [[UInt8]]
    /// No input grows past this many bytes (repeated chunks stop there).
    public let maximumLength: Int
    private var random: SeededGenerator

    /// Bytes that tend to sit on parsers' edges: NUL, controls, the ends of the signed and
    /// unsigned ranges, UTF-8 lead and continuation bytes, markup delimiters.
    static let interestingBytes: [UInt8] = [
        0x00, 0x01, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x20, 0x22, 0x26, 0x27, 0x2F, 0x3A, 0x3B, 0x3C, 0x3E,
        0x5B, 0x5D, 0x7F, 0x80, 0x9B, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF8, 0xFE, 0xFF,
    ]

    /// A mutator over `seeds` (and `dictionary` tokens), replaying from `seed`.
    public init(seeds: [[UInt8]], dictionary: [[UInt8]] = [], seed: UInt64, maximumLength: Int = 16 << 10) {
        self.seeds = seeds.isEmpty ? [[]] : seeds
        self.dictionary = dictionary.filter { !$0.isEmpty }
        self.maximumLength = max(1, maximumLength)
        self.random = SeededGenerator(seed: seed)
    }

    /// The next input: a seed with one to eight mutations stacked on it.
    public mutating func next() -> [UInt8] {
        var input = seeds[index(seeds.count)]
        let count = 1 + index(8)
        for _ in 0..<count { mutate(&input) }
        if input.count > maximumLength { input.removeLast(input.count - maximumLength) }
        return input
    }

    /// A random number in 0..<bound (0 when the bound is 0).
    private mutating func index(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(random.next() % UInt64(bound))
    }

    /// A random range of `input`, biased towards short ones (most edits are local).
    private mutating func range(in input: [UInt8]) -> Range<Int> {
        let start = index(input.count + 1)
        let room = input.count - start
        let length = min(room, index(2) == 0 ? index(8) + 1 : index(room + 1))
        return start..<(start + length)
    }

    private mutating func mutate(_ input: inout [UInt8]) {
        switch index(11) {
        case 0 where !input.isEmpty:
            input[index(input.count)] ^= UInt8(1) << UInt8(index(8))
        case 1 where !input.isEmpty:
            input[index(input.count)] = UInt8(truncatingIfNeeded: random.next())
        case 2 where !input.isEmpty:
            input[index(input.count)] = Self.interestingBytes[index(Self.interestingBytes.count)]
        case 3:
            let bytes = (0..<(1 + index(8))).map { _ in
                index(2) == 0 ? Self.interestingBytes[index(Self.interestingBytes.count)] : UInt8(truncatingIfNeeded: random.next())
            }
            input.insert(contentsOf: bytes, at: index(input.count + 1))
        case 4:
            input.removeSubrange(range(in: input))
        case 5:
            // A chunk copied elsewhere: elements opened twice, closed out of order.
            let chunk = input[range(in: input)]
            input.insert(contentsOf: chunk, at: index(input.count + 1))
        case 6:
            // A chunk repeated many times: deep nesting, long runs, big counts.
            let chunk = Array(input[range(in: input)])
            guard !chunk.isEmpty else { return }
            let times = 1 + index(index(2) == 0 ? 16 : 1024)
            let fits = max(0, (maximumLength - input.count) / chunk.count)
            let at = index(input.count + 1)
            input.insert(contentsOf: Array(repeating: chunk, count: min(times, fits)).joined(), at: at)
        case 7 where !dictionary.isEmpty:
            let token = dictionary[index(dictionary.count)]
            if index(2) == 0 {
                input.insert(contentsOf: token, at: index(input.count + 1))
            } else {
                input.replaceSubrange(range(in: input), with: token)
            }
        case 8:
            // The start of this input and the end of another seed.
            let other = seeds[index(seeds.count)]
            let cut = index(input.count + 1)
            input = Array(input[..<cut]) + other[index(other.count + 1)...]
        case 9:
            input.removeLast(input.count - index(input.count + 1))
        default:
            // Two ranges swapped.
            let first = range(in: input)
            let chunk = Array(input[first])
            input.removeSubrange(first)
            input.insert(contentsOf: chunk, at: index(input.count + 1))
        }
    }
}
