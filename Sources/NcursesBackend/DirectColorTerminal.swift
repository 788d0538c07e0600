/// Picks a direct-colour terminfo entry for a terminal that announces 24-bit colour.
///
/// ncurses writes 24-bit colours (`38;2;r;g;b`) only through a terminfo entry with direct colour
/// (colors#0x1000000, RGB), such as `xterm-direct`; most terminals that can show them still set
/// `TERM=xterm-256color` and announce 24-bit colour with `COLORTERM=truecolor` (or `24bit`), the
/// convention of xterm, VTE, kitty, iTerm2 and tmux. Then the same family's `-direct` entry is
/// used (`tmux-256color` → `tmux-direct`, `xterm-*` → `xterm-direct`), found in Debian's
/// ncurses-term; without one the terminal stays at 256 colours.
enum DirectColorTerminal {
    /// Colours of a direct-colour entry: every 24-bit value.
    static let directColors = 0x100_0000

    /// The entry to run on instead of `term`, or nil to keep `term`. `colors` gives an entry's
    /// colours (-1 when it does not exist).
    static func entry(term: String, colorTerm: String?, insideTmux: Bool, colors: (String) -> Int) -> String? {
        guard let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()), !term.isEmpty else { return nil }
        if colors(term) >= directColors { return nil }
        var family = term
        for suffix in ["-256color", "-88color", "-16color", "-color"] where family.hasSuffix(suffix) {
            family = String(family.dropLast(suffix.count))
            break
        }
        var candidates = [family + "-direct"]
        if term.hasPrefix("xterm") { candidates.append("xterm-direct") }
        if insideTmux || term.hasPrefix("screen") || term.hasPrefix("tmux") { candidates.append("tmux-direct") }
        return candidates.first { colors($0) >= directColors }
    }
}
