/// How a cluster is written so that it occupies exactly the columns the canvas measured.
///
/// The canvas measures with our `DisplayWidth`; ncurses and the terminal measure with the C
/// library's `wcwidth`, which differs for emoji with VS16 (text-default base), flags (pairs of
/// regional indicators), keycaps, ZWJ sequences, emoji newer than the C library, and clusters
/// longer than a cchar_t holds (CCHARW_MAX). When they disagree the cluster is replaced by
/// something both agree on, padded with spaces, so nothing after it moves:
/// - the cluster as is, when wcwidth agrees (extra marks beyond CCHARW_MAX dropped);
/// - a flag as its two region letters ("🇩🇪" -> "DE");
/// - else the first scalar alone plus padding when it fits ("❤️" -> "❤ ", "1️⃣" -> "1 ", "👨‍👩‍👧" -> "👨");
/// - else U+FFFD (or "?") plus padding ("🫨" on a C library older than Unicode 15 -> "� ").
struct GlyphPlan: Hashable, Sendable {
    /// The cchar_t cells to write, left to right; their columns add up to the measured width.
    var segments: [GlyphSegment]
    /// True when the cluster is written as it is (no substitution).
    var isExact: Bool

    /// The plan for `character` measured at `columns` (1 or 2), with the terminal's `wcwidth`
    /// and cchar_t capacity `maxScalars`.
    static func make(
        for character: Character, columns: Int, maxScalars: Int, wcwidth: (UInt32) -> Int
    ) -> GlyphPlan {
        let scalars = character.unicodeScalars.map(\.value)
        guard let base = scalars.first, columns > 0 else { return GlyphPlan(segments: [], isExact: true) }
        let baseWidth = wcwidth(base)
        let restIsZeroWidth = scalars.dropFirst().allSatisfy { wcwidth($0) == 0 }
        if baseWidth == columns && restIsZeroWidth {
            // Some terminals (tmux among them) widen a narrow character followed by VS16 to two
            // columns; where we measured one, leave the selector out so they cannot.
            let kept = columns == 1 ? scalars.filter { $0 != 0xFE0F } : scalars
            return GlyphPlan(segments: [GlyphSegment(scalars: Array(kept.prefix(maxScalars)), columns: columns)], isExact: kept.count == scalars.count && kept.count <= maxScalars)
        }
        if columns == 2, scalars.count == 2, scalars.allSatisfy(GlyphPlan.isRegionalIndicator) {
            let letters = scalars.map { GlyphSegment(scalars: [$0 - 0x1F1E6 + 0x41], columns: 1) }
            return GlyphPlan(segments: letters, isExact: false)
        }
        var segments: [GlyphSegment]
        if baseWidth >= 1 && baseWidth <= columns {
            segments = [GlyphSegment(scalars: [base], columns: baseWidth)]
        } else {
            let replacement: UInt32 = wcwidth(0xFFFD) == 1 ? 0xFFFD : 0x3F
            segments = [GlyphSegment(scalars: [replacement], columns: 1)]
        }
        var used = segments.reduce(0) { $0 + $1.columns }
        while used < columns {
            segments.append(GlyphSegment(scalars: [0x20], columns: 1))
            used += 1
        }
        return GlyphPlan(segments: segments, isExact: false)
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
