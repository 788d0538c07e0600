/// A `CellStyle` packed into 64 bits so cells compare with integer comparisons.
///
/// Bits 0-25 foreground, 26-51 background (each: 2-bit kind — default, palette, RGB — above a
/// 24-bit value), 52 bold, 53 dim, 54 reverse, 55 underline, 56 italic.
package struct PackedStyle: Hashable, Sendable {
    package var bits: UInt64

    static let plain = PackedStyle(bits: 0)

    init(bits: UInt64) {
        self.bits = bits
    }

    init(_ style: CellStyle) {
        var bits = PackedStyle.pack(style.foreground) | (PackedStyle.pack(style.background) << 26)
        if style.bold { bits |= 1 << 52 }
        if style.dim { bits |= 1 << 53 }
        if style.reverse { bits |= 1 << 54 }
        if style.underline { bits |= 1 << 55 }
        if style.italic { bits |= 1 << 56 }
        self.bits = bits
    }

    var style: CellStyle {
        CellStyle(
            foreground: PackedStyle.unpack(bits & 0x3FF_FFFF),
            background: PackedStyle.unpack((bits >> 26) & 0x3FF_FFFF),
            bold: bits & (1 << 52) != 0,
            dim: bits & (1 << 53) != 0,
            reverse: bits & (1 << 54) != 0,
            underline: bits & (1 << 55) != 0,
            italic: bits & (1 << 56) != 0)
    }

    static func pack(_ color: TerminalColor) -> UInt64 {
        switch color {
        case .defaultColor: return 0
        case .palette(let index): return 1 << 24 | UInt64(index)
        case .rgb(let rgb): return 2 << 24 | UInt64(rgb.r) << 16 | UInt64(rgb.g) << 8 | UInt64(rgb.b)
        }
    }

    static func unpack(_ value: UInt64) -> TerminalColor {
        switch value >> 24 {
        case 1: return .palette(UInt8(truncatingIfNeeded: value))
        case 2: return .rgb(RGB(UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)))
        default: return .defaultColor
        }
    }
}
