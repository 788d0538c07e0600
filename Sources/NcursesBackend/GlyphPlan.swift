/// How a cluster is written so that it occupies exactly the columns the canvas measured.
///
/// The canvas measures with our `DisplayWidth`; ncurses and the terminal measure with the C
/// library's `wcwidth`, scalar by scalar. A cchar_t holds one scalar with columns plus the
/// zero-width ones after it, so a cluster is cut before every scalar with columns: "नि" (न +
/// vowel sign I, which takes its own column) is written as न in one cell and ि in the next, and
/// the terminal draws the two together. Where the C library's columns do not add up to ours —
/// emoji with VS16 (text-default base), flags (pairs of regional indicators), keycaps, ZWJ
/// sequences, emoji newer than the C library — the cluster is replaced by something both agree
/// on, padded with spaces, so nothing after it moves:
/// - the cluster as is, cut into cells as above, when the columns agree (marks beyond what a
///   cchar_t holds, CCHARW_MAX, dropped);
/// - a flag as its two region letters ("🇩🇪" -> "DE");
/// - else the first scalar alone plus padding when it fits ("❤️" -> "❤ ", "1️⃣" -> "1 ", "👨‍👩‍👧" -> "👨");
/// - else U+FFFD (or "?") plus padding ("🫨" on a C library older than Unicode 15 -> "� ").
struct GlyphPlan: Hashable, Sendable {
    /// The cchar_t cells to write, left to right; their columns add up to the measured width.
    var segments: [GlyphSegment]
    /// True when the cluster is written as it is (no substitution, nothing left out).
    var isExact: Bool

    /// The plan for `character` measured at `columns`, with the terminal's `wcwidth` and
    /// cchar_t capacity `maxScalars`.
    static func make(
        for character: Character, columns: Int, maxScalars: Int, wcwidth: (UInt32) -> Int
    ) -> GlyphPlan {
        let scalars = character.unicodeScalars.map(\.value)
        guard let base = scalars.first, columns > 0 else { return GlyphPlan(segments: [], isExact: true) }
        if columns == 2, scalars.count == 2, scalars.allSatisfy(GlyphPlan.isRegionalIndicator) {
            let letters = scalars.map { GlyphSegment(scalars: [$0 - 0x1F1E6 + 0x41], columns: 1) }
            return GlyphPlan(segments: letters, isExact: false)
        }
        if let cells = cutAtSpacingScalars(scalars, columns: columns, maxScalars: maxScalars, wcwidth: wcwidth) {
            return cells
        }
        let baseWidth = wcwidth(base)
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

    /// The cluster as one cell per scalar with columns, each with the zero-width scalars that
    /// follow it; nil when a scalar is unknown to the C library, the cluster starts with a
    /// zero-width scalar, or the cells do not cover exactly `columns`.
    private static func cutAtSpacingScalars(
        _ scalars: [UInt32], columns: Int, maxScalars: Int, wcwidth: (UInt32) -> Int
    ) -> GlyphPlan? {
        var segments: [GlyphSegment] = []
        var isExact = true
        for scalar in scalars {
            let width = wcwidth(scalar)
            if width > 0 {
                segments.append(GlyphSegment(scalars: [scalar], columns: width))
                continue
            }
            guard width == 0, let last = segments.indices.last else { return nil }
            // Some terminals (tmux among them) widen a narrow character followed by VS16 to two
            // columns; in a one-column cell leave the selector out so they cannot.
            if (scalar == 0xFE0F && segments[last].columns == 1) || segments[last].scalars.count >= maxScalars {
                isExact = false
                continue
            }
            segments[last].scalars.append(scalar)
        }
        guard segments.reduce(0, { $0 + $1.columns }) == columns else { return nil }
        return GlyphPlan(segments: segments, isExact: isExact)
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
