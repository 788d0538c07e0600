import TerminalUI

/// How a picture is drawn into cells.
public enum ThumbnailMode: Hashable, Sendable {
    /// Upper half blocks: foreground = top pixel, background = bottom pixel, as `.rgb` colours
    /// (the backend maps them to 256 or 16 colours when the terminal has no truecolor).
    case halfBlocks
    /// Half blocks in the 16 ANSI colours (`.palette(0...15)`, xterm's default RGB values),
    /// error-diffused: 16 colours picked per pixel by nearest colour alone turn gradients into
    /// flat bands and lose hues; diffusion mixes neighbouring colours instead.
    case ansi16Blocks
    /// Characters from a density ramp by luminance, default colours: for `NO_COLOR` and
    /// monochrome terminals. `inverted` is for light backgrounds (dark pixels get dense glyphs).
    case density(inverted: Bool)

    /// The mode for a backend's colour level: half blocks with any colour, density without.
    /// Half blocks are East Asian "ambiguous" width: where they are drawn two columns wide
    /// (`ambiguousIsWide`, CJK terminals) they cannot tile a box, so density is used there too.
    public static func forColorLevel(_ level: ColorLevel, ambiguousIsWide: Bool = false) -> ThumbnailMode {
        if level == .monochrome || ambiguousIsWide { return .density(inverted: false) }
        return level == .ansi16 ? .ansi16Blocks : .halfBlocks
    }

    /// The density ramp from empty to full, ten steps.
    public static let densityRamp: [Character] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]
}
