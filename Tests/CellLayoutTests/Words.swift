/// Test text whose wrapping is easy to work out by hand: `count` five-letter words separated by
/// single spaces, so a line of width W holds n words when 6n - 1 <= W.
enum Words {
    static func text(_ count: Int) -> String {
        (0..<count).map { index in String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: 5) }
            .joined(separator: " ")
    }

    /// Lines `count` words take at label width `width` (the hand computation, for readability).
    static func lines(_ count: Int, width: Int) -> Int {
        let perLine = (width + 1) / 6
        return count == 0 ? 0 : (count + perLine - 1) / perLine
    }
}
