/// A 24-bit colour: red, green and blue components from 0 to 255.
public struct RGB: Hashable, Sendable {
    /// Red component.
    public var r: UInt8
    /// Green component.
    public var g: UInt8
    /// Blue component.
    public var b: UInt8

    /// A colour from its three components.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A colour from its three named components.
    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.init(r, g, b)
    }

    /// A colour from a 0xRRGGBB literal.
    public init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }
}
