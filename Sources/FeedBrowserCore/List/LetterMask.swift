import CByteScan

/// Which ASCII bytes an entry's searchable text holds, one bit each for the letters and digits
/// (other ASCII bytes share bits), and one for each kind of non-ASCII scalar that folds to an ASCII
/// letter (K KELVIN SIGN to k, İ to i, ß and ẞ to ss): eight bytes per entry, built as its text is
/// stored. A word needs every one of its ASCII bytes in a matching entry, so entries missing one
/// are left out before any text is read, and a word of one letter or digit is answered from the
/// masks alone (a filter's first key used to read the start of every item: 8-15 ms at 100k).
struct LetterMask {
    /// Per byte, its bit; a lead byte of a scalar folding to ASCII also sets `checkBit`, which asks
    /// `adding(_:)` to look for those scalars.
    static let byteBits: [UInt64] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case 0x61...0x7A: return 1 << UInt64(byte - 0x61)
        case 0x41...0x5A: return 1 << UInt64(byte - 0x41)
        case 0x30...0x39: return 1 << UInt64(26 + byte - 0x30)
        case 0x00..<0x80: return 1 << UInt64(36 + Int(byte) % 24)
        default: return FoldedSearch.scalarsFoldingToASCII.contains { $0.sequence[0] == byte } ? checkBit : 0
        }
    }

    private static let checkBit: UInt64 = 1 << 63

    /// The bit of a scalar folding to `letter` (k, i or s): 60, 61, 62.
    static func foldedBit(_ letter: UInt8) -> UInt64 {
        switch letter {
        case UInt8(ascii: "k"): 1 << 60
        case UInt8(ascii: "i"): 1 << 61
        default: 1 << 62
        }
    }

    /// The mask of `text` (any bytes, UTF-8 where not ASCII).
    static func of(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let start = text.baseAddress else { return 0 }
        // In C, four bytes a step, and only the lead bytes of scalars that may fold to ASCII
        // looked at in Swift: a byte at a time both were a quarter of filling the buffer.
        return byteBits.withUnsafeBufferPointer { table in
            var bits = fb_or_of_byte_bits(start, text.count, table.baseAddress!)
            guard bits & checkBit != 0 else { return bits }
            bits &= ~checkBit
            var index = fb_first_with_bits(start, 0, text.count, table.baseAddress!, checkBit)
            while index < text.count {
                for folding in FoldedSearch.scalarsFoldingToASCII where text[index...].starts(with: folding.sequence) {
                    bits |= foldedBit(folding.letter)
                }
                index = fb_first_with_bits(start, index + 1, text.count, table.baseAddress!, checkBit)
            }
            return bits
        }
    }

    /// What a word asks of a mask: every bit of `required`, and for each of k, i, s in it, the
    /// letter or a scalar folding to it.
    struct Requirement: Sendable {
        let required: UInt64
        /// For k, i and s (those in the word), the letter's bit and its scalars' bit, one of which
        /// the mask must have; 0 where the word lacks the letter. Three values, not an array: an
        /// array is retained and released on every entry of a key.
        let alternatives: (UInt64, UInt64, UInt64)
        /// True when `admits` is exactly whether the word occurs: a word of one letter or digit
        /// (ASCII bytes occur only as themselves, and the only scalars folding to a letter are
        /// the ones with a bit of their own).
        let isExact: Bool

        /// The requirement of `word`, folded for search.
        init(_ word: [UInt8]) {
            var required: UInt64 = 0
            var alternatives: [UInt64] = []
            for byte in Set(word) where byte < 0x80 {
                if FoldedSearch.scalarsFoldingToASCII.contains(where: { $0.letter == byte }) {
                    alternatives.append(LetterMask.byteBits[Int(byte)] | LetterMask.foldedBit(byte))
                } else {
                    required |= LetterMask.byteBits[Int(byte)]
                }
            }
            self.required = required
            let padded = alternatives + [0, 0, 0]
            self.alternatives = (padded[0], padded[1], padded[2])
            isExact = word.count == 1 && ((0x61...0x7A).contains(word[0]) || (0x30...0x39).contains(word[0]))
        }

        /// Whether an entry with `mask` may hold the word (exactly whether it does, when `isExact`).
        @inline(__always) func admits(_ mask: UInt64) -> Bool {
            guard mask & required == required else { return false }
            func has(_ alternative: UInt64) -> Bool { alternative == 0 || mask & alternative != 0 }
            return has(alternatives.0) && has(alternatives.1) && has(alternatives.2)
        }
    }
}
