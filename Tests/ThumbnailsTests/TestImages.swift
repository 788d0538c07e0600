import CJPEG
import CPNG
import Foundation
@testable import Pictures
@testable import Thumbnails

/// Fixture files and generated pictures shared by the Thumbnails tests.
enum TestImages {
    /// Tests/ThumbnailsTests/Fixtures, written by scripts/generate-images.py.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// Fixtures/feeds/images: the bundled sample art.
    static let sampleArt = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/feeds/images")

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    /// RGB bytes of a picture whose left half is red and right half blue.
    static func halvesRGB(width: Int, height: Int) -> [UInt8] {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for _ in 0..<height {
            for x in 0..<width { rgb += x < width / 2 ? [255, 0, 0] : [0, 0, 255] }
        }
        return rgb
    }

    /// A baseline JPEG made by libjpeg from `rgb`.
    static func jpeg(rgb: [UInt8], width: Int, height: Int, quality: Int32 = 90) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = fb_jpeg_encode_rgb(rgb, UInt32(width), UInt32(height), quality, &out, &size, &message, message.count)
        precondition(status == 0 && out != nil, "test JPEG encoder failed")
        defer { fb_jpeg_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// A PNG made by libpng from RGBA pixels.
    static func png(rgba: [UInt8], width: Int, height: Int, interlaced: Bool = false) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = fb_png_encode_rgba(rgba, UInt32(width), UInt32(height), interlaced ? 1 : 0, &out, &size, &message, message.count)
        precondition(status == 0 && out != nil, "test PNG encoder failed")
        defer { fb_png_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// A solid RGBA picture.
    static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: [UInt8]((0..<(width * height)).flatMap { _ in [r, g, b, a] }))
    }
}
