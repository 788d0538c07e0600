import Foundation
import Testing
@testable import Thumbnails

/// Headers written by hand to announce sizes no real picture has: every one must end in a typed
/// error from the header alone, never an overflow trap or a giant allocation, whatever limits
/// the decoder is given.
@Suite struct CraftedHeaderTests {
    /// A PNG whose IHDR announces `width` x `height` (RGBA, 8 bits), with an empty IDAT.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let emptyDeflate: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", emptyDeflate) + chunk("IEND", [])
    }

    /// A GIF whose logical screen and only frame are `width` x `height`, with a two-colour table.
    static func gif(width: UInt16, height: UInt16) -> [UInt8] {
        Array("GIF89a".utf8) + littleEndian(width) + littleEndian(height) + [0x80, 0, 0, 0, 0, 0, 255, 255, 255]
            + [0x2C] + littleEndian(0) + littleEndian(0) + littleEndian(width) + littleEndian(height) + [0]
            + [2, 2, 0x4C, 0x01, 0] + [0x3B]
    }

    /// A baseline JPEG whose frame header announces `width` x `height` (three components), with
    /// no tables: enough for the header to be read, not for pixels.
    static func jpeg(width: UInt16, height: UInt16) -> [UInt8] {
        let frame: [UInt8] = [8] + bigEndian(height) + bigEndian(width) + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
        let scan: [UInt8] = [3, 1, 0, 2, 0, 3, 0, 0, 63, 0]
        return [0xFF, 0xD8]
            + [0xFF, 0xC0] + bigEndian(UInt16(frame.count + 2)) + frame
            + [0xFF, 0xDA] + bigEndian(UInt16(scan.count + 2)) + scan
            + [0x00, 0x00, 0xFF, 0xD9]
    }

    /// Limits as large as a caller could ask for; they are clamped to what the arithmetic bears.
    static let widest = DecodeLimits(maxWidth: .max, maxHeight: .max, maxPixels: .max, maxDecodedSide: .max)

    @Test func limitsAreClampedToWhatTheArithmeticBears() {
        #expect(Self.widest.maxWidth == DecodeLimits.largestSide && Self.widest.maxHeight == DecodeLimits.largestSide)
        #expect(Self.widest.maxPixels == DecodeLimits.largestSide * DecodeLimits.largestSide)
        #expect(Self.widest.maxDecodedSide == DecodeLimits.largestDecodedSide)
        let smallest = DecodeLimits(maxWidth: -1, maxHeight: 0, maxPixels: .min, maxDecodedSide: -7)
        #expect(smallest.maxWidth == 1 && smallest.maxHeight == 1 && smallest.maxPixels == 1 && smallest.maxDecodedSide == 1)
    }

    @Test(arguments: [DecodeLimits.standard, widest])
    func hugeHeadersAreRefusedFromTheHeader(_ limits: DecodeLimits) throws {
        let cases: [(name: String, bytes: [UInt8], format: ImageFormat, side: Int)] = [
            ("PNG 2^31-1 square", Self.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF), .png, 0x7FFF_FFFF),
            ("GIF 65535 square", Self.gif(width: 65535, height: 65535), .gif, 65535),
            ("JPEG 65500 square (libjpeg's largest)", Self.jpeg(width: 65500, height: 65500), .jpeg, 65500),
        ]
        for (name, bytes, format, side) in cases {
            let header = try ImageDecoder.header(of: bytes)
            #expect(header.format == format && header.width == side && header.height == side, "\(name)")
            do {
                let image = try ImageDecoder.decode(bytes, limits: limits)
                Issue.record("\(name) decoded to \(image.width)x\(image.height)")
            } catch {
                // Past the limits, or (at the widest limits, 65535 a side passes) damaged: no pixel data follows.
                switch error {
                case .tooLarge(format, side, side, _), .corrupt(format, _), .truncated(format, _): break
                default: Issue.record("\(name): \(error)")
                }
                #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(name)")
            }
        }
    }

    @Test(arguments: [DecodeLimits.standard, widest])
    func emptyHeadersAreCorrupt(_ limits: DecodeLimits) {
        for (name, bytes) in [("PNG 0x0", Self.png(width: 0, height: 0)), ("GIF 0x0", Self.gif(width: 0, height: 0)),
                              ("JPEG 0x0", Self.jpeg(width: 0, height: 0)), ("PNG 1x0", Self.png(width: 1, height: 0))] {
            do {
                let image = try ImageDecoder.decode(bytes, limits: limits)
                Issue.record("\(name) decoded to \(image.width)x\(image.height)")
            } catch {
                guard case .corrupt = error else { Issue.record("\(name): expected corrupt, got \(error)"); continue }
            }
        }
    }

    @Test func aPictureAtTheWidestLimitsStillDecodes() throws {
        let bytes = TestImages.png(rgba: [UInt8](repeating: 200, count: 64 * 32 * 4), width: 64, height: 32)
        let image = try ImageDecoder.decode(bytes, limits: Self.widest)
        #expect(image.width == 64 && image.height == 32)
    }

    private static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<(T.bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func littleEndian(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    /// CRC-32 as PNG computes it (ISO 3309), bit by bit: a few header bytes need no table.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
