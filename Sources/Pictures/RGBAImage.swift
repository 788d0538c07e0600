/// A decoded picture: straight (not premultiplied) RGBA, 8 bits a channel, rows top to bottom.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// width * height * 4 bytes.
    public let pixels: [UInt8]
    /// Size of the picture in the file, before any reduction while decoding.
    public let sourceWidth: Int
    public let sourceHeight: Int

    /// Wraps `pixels` (must hold width * height * 4 bytes).
    public init(width: Int, height: Int, pixels: [UInt8], sourceWidth: Int? = nil, sourceHeight: Int? = nil) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBAImage: pixel count does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.sourceWidth = sourceWidth ?? width
        self.sourceHeight = sourceHeight ?? height
    }

    /// The pixel at column `x`, row `y` as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Bytes held by the pixels, for memory-bounded caches.
    public var byteCount: Int { pixels.count }
}
