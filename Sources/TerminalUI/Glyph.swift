import Synchronization

/// A grapheme cluster packed into 64 bits so cells are plain data: copied without reference
/// counting and compared with one integer comparison, which is what makes diffing a frame cheap.
///
/// Clusters of up to 8 UTF-8 bytes (all of ASCII, CJK, most emoji, flags, keycaps) are stored
/// inline, first byte lowest. Longer ones (ZWJ families, stacks of marks) are interned in a
/// process-wide table and stored as `0xFF` in the top byte plus their index; 0xFF never occurs in
/// UTF-8, so the two forms cannot collide.
package struct Glyph: Hashable, Sendable {
    package var bits: UInt64

    static let space = Glyph(bits: 0x20)

    /// The glyph of a single ASCII byte.
    @inline(__always)
    init(ascii byte: UInt8) {
        bits = UInt64(byte)
    }

    init(bits: UInt64) {
        self.bits = bits
    }

    /// The glyph of `character`, interning it when longer than 8 UTF-8 bytes.
    init(_ character: Character) {
        var packed: UInt64 = 0
        var count = 0
        for byte in character.utf8 {
            if count == 8 {
                self.bits = Glyph.internedTag | UInt64(GlyphTable.shared.index(of: character))
                return
            }
            packed |= UInt64(byte) << (8 * UInt64(count))
            count += 1
        }
        bits = packed
    }

    static let internedTag: UInt64 = 0xFF << 56

    /// True when the cluster is one ASCII byte.
    package var isASCII: Bool { bits < 0x80 }

    /// Appends the cluster's UTF-8 bytes to `buffer`.
    func appendUTF8(to buffer: inout [UInt8]) {
        if bits & Glyph.internedTag == Glyph.internedTag {
            buffer.append(contentsOf: GlyphTable.shared.character(at: Int(bits & ~Glyph.internedTag)).utf8)
            return
        }
        var rest = bits
        repeat {
            buffer.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        } while rest != 0
    }

    /// The cluster as a Character.
    package var character: Character {
        if bits < 0x80 { return Character(Unicode.Scalar(UInt8(bits))) }
        if bits & Glyph.internedTag == Glyph.internedTag {
            return GlyphTable.shared.character(at: Int(bits & ~Glyph.internedTag))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8)
        appendUTF8(to: &bytes)
        return Character(String(decoding: bytes, as: UTF8.self))
    }
}

/// The interned long clusters, shared by every canvas of the process (thread-safe).
final class GlyphTable: Sendable {
    static let shared = GlyphTable()

    private struct Storage {
        var characters: [Character] = []
        var indices: [Character: Int] = [:]
    }

    private let storage = Mutex(Storage())

    /// The index of `character`, adding it on first sight. O(1) expected.
    func index(of character: Character) -> Int {
        storage.withLock { storage in
            if let index = storage.indices[character] { return index }
            storage.characters.append(character)
            storage.indices[character] = storage.characters.count - 1
            return storage.characters.count - 1
        }
    }

    /// The cluster interned at `index`.
    func character(at index: Int) -> Character {
        storage.withLock { $0.characters[index] }
    }
}
