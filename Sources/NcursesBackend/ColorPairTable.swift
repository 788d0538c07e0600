import TerminalUI

/// Colour pairs allocated on demand and cached, with a fallback when the terminal has no more.
///
/// Curses draws colours only through numbered pairs, and a terminal offers COLOR_PAIRS of them
/// (64 on 8-colour terminals, 256 or 65536 on 256-colour ones); pair 0 is fixed to the defaults.
/// Each new (foreground, background) gets the next number, once. When none are left, the pair
/// perceptually nearest (OKLab distance of foreground plus background) among those allocated is
/// used instead, and that choice is cached too: colours degrade and nothing fails. Pairs are not
/// redefined one by one (that would recolour cells already on screen); the backend starts the
/// whole table afresh instead (`reset`) and draws every cell again when a frame ran out of pairs
/// that earlier frames had taken (pictures scrolled past), which truecolor pictures do soon.
struct ColorPairTable {
    /// Pair numbers available besides pair 0.
    let capacity: Int
    private(set) var numbers: [ColorPairKey: Int32] = [:]
    private var allocated: [ColorPairKey] = []
    private var fallbacks: [ColorPairKey: Int32] = [:]
    /// How many distinct pairs did not fit and were approximated.
    private(set) var fallbackCount = 0

    /// Whether colour numbers from 8 up are 24-bit values (a direct-colour terminal).
    let isDirect: Bool

    /// A table for a terminal with `colorPairs` pairs (COLOR_PAIRS).
    init(colorPairs: Int, isDirect: Bool = false) {
        capacity = max(0, colorPairs - 1)
        self.isDirect = isDirect
    }

    /// How many pairs are defined.
    var allocatedCount: Int { allocated.count }

    /// Forgets every pair: the next keys get numbers from 1 again.
    mutating func reset() {
        numbers = [:]
        allocated = []
        fallbacks = [:]
    }

    /// The pair number for `key`, and whether it is new (so the caller must define it with init_pair).
    /// O(1) when cached or allocatable; O(allocated pairs) once per key after running out.
    mutating func pair(for key: ColorPairKey) -> (number: Int32, isNew: Bool) {
        if key.foreground == -1 && key.background == -1 { return (0, false) }
        if let number = numbers[key] ?? fallbacks[key] { return (number, false) }
        if allocated.count < capacity {
            allocated.append(key)
            let number = Int32(allocated.count)
            numbers[key] = number
            return (number, true)
        }
        var best: Int32 = 0
        var bestDistance = distance(key, ColorPairKey(foreground: -1, background: -1))
        for (offset, candidate) in allocated.enumerated() {
            let distance = distance(key, candidate)
            if distance < bestDistance {
                bestDistance = distance
                best = Int32(offset + 1)
            }
        }
        fallbacks[key] = best
        fallbackCount += 1
        return (best, false)
    }

    /// Perceptual distance between two pairs: foreground difference plus background difference.
    func distance(_ a: ColorPairKey, _ b: ColorPairKey) -> Float {
        let fg = Self.lab(a.foreground, isForeground: true, isDirect: isDirect).distanceSquared(to: Self.lab(b.foreground, isForeground: true, isDirect: isDirect))
        let bg = Self.lab(a.background, isForeground: false, isDirect: isDirect).distanceSquared(to: Self.lab(b.background, isForeground: false, isDirect: isDirect))
        return fg.squareRoot() + bg.squareRoot()
    }

    /// OKLab of a colour number; the default colours are unknown, so a dark theme is assumed.
    static func lab(_ number: Int32, isForeground: Bool, isDirect: Bool) -> OKLab {
        if number < 0 { return OKLab(isForeground ? RGB(229, 229, 229) : RGB(0, 0, 0)) }
        if number < (isDirect ? 8 : 256) { return XtermPalette.labs[Int(number)] }
        return OKLab(RGB(hex: UInt32(truncatingIfNeeded: number)))
    }
}
