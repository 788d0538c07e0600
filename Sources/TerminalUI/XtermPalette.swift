/// The xterm 256-colour palette and nearest-colour mapping into it.
///
/// Indices 0-15 are the ANSI colours (their exact look depends on the user's theme; we assume
/// xterm's defaults), 16-231 a 6x6x6 colour cube, 232-255 a ramp of greys.
public enum XtermPalette {
    /// The six levels of each cube axis.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default ANSI colours.
    static let ansi: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// Every palette entry in OKLab, computed once.
    package static let labs: [OKLab] = (0...255).map { OKLab(rgb(ofIndex: UInt8($0))) }

    /// The colour of palette entry `index`.
    public static func rgb(ofIndex index: UInt8) -> RGB {
        switch index {
        case 0...15:
            return ansi[Int(index)]
        case 16...231:
            let n = Int(index) - 16
            return RGB(cubeLevels[n / 36], cubeLevels[(n / 6) % 6], cubeLevels[n % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(grey, grey, grey)
        }
    }

    /// The palette entry in `candidates` perceptually nearest to `color` (OKLab distance). O(candidates).
    public static func nearest(to color: RGB, among candidates: ClosedRange<UInt8>) -> UInt8 {
        let target = OKLab(color)
        var best = candidates.lowerBound
        var bestDistance = Float.infinity
        for index in candidates {
            let distance = labs[Int(index)].distanceSquared(to: target)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    /// The nearest entry a terminal with `colors` colours can show: the cube and greys (16-255)
    /// when it has 256, which are the same on every terminal, else the first 16 or 8 ANSI colours.
    public static func nearestIndex(to color: RGB, colors: Int) -> UInt8 {
        if colors >= 256 { return nearest(to: color, among: 16...255) }
        if colors >= 16 { return nearest(to: color, among: 0...15) }
        return nearest(to: color, among: 0...7)
    }

    /// The relative luminance of `color` from 0 (black) to 1 (white), for monochrome decisions.
    public static func lightness(of color: RGB) -> Float { OKLab(color).l }
}
