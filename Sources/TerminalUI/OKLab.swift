import Foundation

/// A colour in Björn Ottosson's OKLab space, where Euclidean distance tracks perceived difference.
///
/// Nearest-colour searches in plain RGB pick visibly wrong greys and muddy hues; OKLab is cheap
/// (a few multiplications and three cube roots) and close to perceptual uniformity.
public struct OKLab: Hashable, Sendable {
    /// Lightness, 0 (black) to 1 (white).
    public var l: Float
    /// Green-red axis.
    public var a: Float
    /// Blue-yellow axis.
    public var b: Float

    /// The OKLab coordinates of an sRGB colour.
    public init(_ rgb: RGB) {
        let r = OKLab.linear(rgb.r), g = OKLab.linear(rgb.g), bl = OKLab.linear(rgb.b)
        let lms0 = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let lms1 = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let lms2 = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lms0 + 0.7936177850 * lms1 - 0.0040720468 * lms2
        a = 1.9779984951 * lms0 - 2.4285922050 * lms1 + 0.4505937099 * lms2
        b = 0.0259040371 * lms0 + 0.7827717662 * lms1 - 0.8086757660 * lms2
    }

    /// Squared distance to `other` (monotonic in the true distance; no square root needed to compare).
    public func distanceSquared(to other: OKLab) -> Float {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// sRGB component (0...255) to linear light (0...1).
    private static func linear(_ component: UInt8) -> Float {
        let c = Float(component) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
}
