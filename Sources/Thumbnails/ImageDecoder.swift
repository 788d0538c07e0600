import Pictures
import CGIF
import CJPEG
import CPNG
import Foundation

/// Decodes PNG, JPEG and GIF (first frame) into `RGBAImage`, within `DecodeLimits`.
///
/// Every decoder reads the header first and refuses oversized pictures before allocating
/// anything for their pixels; rows are then streamed into a `RowAccumulator`, so memory stays
/// at one row plus the (reduced) result. Thread-safe: no shared state.
public enum ImageDecoder {
    /// The format and full pixel size announced by the header, without decoding pixels.
    public static func header(of bytes: [UInt8]) throws(ImageDecodingError) -> (format: ImageFormat, width: Int, height: Int) {
        guard let format = ImageFormat.sniff(bytes) else { throw .unknownFormat }
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status: Int32 = bytes.withUnsafeBufferPointer { input in
            switch format {
            case .png:
                var interlaced: Int32 = 0
                return fb_png_read_header(input.baseAddress, input.count, &width, &height, &interlaced, &message, message.count)
            case .jpeg:
                return fb_jpeg_read_header(input.baseAddress, input.count, &width, &height, &message, message.count)
            case .gif:
                return fb_gif_read_header(input.baseAddress, input.count, &width, &height, &message, message.count)
            }
        }
        try check(status, format: format, message: message, width: Int(width), height: Int(height))
        return (format, Int(width), Int(height))
    }

    /// Decodes `data`; see `decode(_:limits:)` for `[UInt8]`.
    public static func decode(_ data: Data, limits: DecodeLimits = .standard) throws(ImageDecodingError) -> RGBAImage {
        try decode([UInt8](data), limits: limits)
    }

    /// Decodes a whole picture, reduced (area-averaged) so its longest side is at most
    /// `limits.maxDecodedSide`. Throws `.tooLarge` from the header alone for oversized pictures.
    public static func decode(_ bytes: [UInt8], limits: DecodeLimits = .standard) throws(ImageDecodingError) -> RGBAImage {
        let (format, width, height) = try header(of: bytes)
        if width <= 0 || height <= 0 {
            throw .corrupt(format, reason: "header says the picture is \(width)x\(height) pixels")
        }
        // Header values are untrusted: their product is checked for overflow, not assumed to fit.
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if width > limits.maxWidth || height > limits.maxHeight || overflow || pixels > limits.maxPixels {
            throw .tooLarge(format, width: width, height: height,
                            limit: "\(limits.maxWidth)x\(limits.maxHeight), \(limits.maxPixels / (1024 * 1024)) Mpx")
        }
        let maxWidth = UInt32(clamping: limits.maxWidth), maxHeight = UInt32(clamping: limits.maxHeight)
        var message = [CChar](repeating: 0, count: 256)
        let sink = DecodeSink(maxSide: limits.maxDecodedSide)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let status: Int32 = withExtendedLifetime(sink) {
            bytes.withUnsafeBufferPointer { input in
                switch format {
                case .png:
                    sink.begin(width: width, height: height)
                    return fb_png_decode_rows(input.baseAddress, input.count, maxWidth, maxHeight, decodeRowSink, context, &message, message.count)
                case .jpeg:
                    let eighths = jpegScaleEighths(longestSide: max(width, height), target: limits.maxDecodedSide)
                    return fb_jpeg_decode_rows(input.baseAddress, input.count, maxWidth, maxHeight, UInt32(eighths),
                                               decodeBeginSink, decodeRowSink, context, &message, message.count)
                case .gif:
                    sink.begin(width: width, height: height)
                    return fb_gif_decode_first_frame(input.baseAddress, input.count, maxWidth, maxHeight, decodeRowSink, context, &message, message.count)
                }
            }
        }
        try check(status, format: format, message: message, width: width, height: height)
        guard let accumulator = sink.accumulator, !accumulator.overflowed else {
            throw .corrupt(format, reason: "decoded rows do not match the header's size")
        }
        let reduced = accumulator.image()
        // JPEG's DCT scaling already shrank the rows; report the file's own size.
        return RGBAImage(width: reduced.width, height: reduced.height, pixels: reduced.pixels, sourceWidth: width, sourceHeight: height)
    }

    /// The libjpeg-turbo DCT scale (n/8) that keeps the longest side at or just above `target`:
    /// scaling inside the IDCT is far cheaper than decoding everything and averaging afterwards.
    static func jpegScaleEighths(longestSide: Int, target: Int) -> Int {
        guard longestSide > target else { return 8 }
        for eighths in 1...8 where (longestSide * eighths + 7) / 8 >= target { return eighths }
        return 8
    }

    private static func check(_ status: Int32, format: ImageFormat, message: [CChar], width: Int, height: Int) throws(ImageDecodingError) {
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let shown = reason.isEmpty ? "no reason given by the decoder" : reason
        switch status {
        case 0: return
        case 2: throw .truncated(format, reason: shown)
        case 3: throw .unsupported(format, reason: shown)
        case 4: throw .tooLarge(format, width: width, height: height, limit: shown)
        case 5: throw .outOfMemory(format)
        default: throw .corrupt(format, reason: shown)
        }
    }
}

/// Context handed to the C decoders: creates the accumulator once the output size is known.
final class DecodeSink {
    let maxSide: Int
    var accumulator: RowAccumulator?

    init(maxSide: Int) { self.maxSide = maxSide }

    func begin(width: Int, height: Int) {
        accumulator = RowAccumulator(sourceWidth: width, sourceHeight: height, maxSide: maxSide)
    }
}

private let decodeBeginSink: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32) -> Int32 = { context, width, height in
    guard let context, width > 0, height > 0 else { return 1 }
    Unmanaged<DecodeSink>.fromOpaque(context).takeUnretainedValue().begin(width: Int(width), height: Int(height))
    return 0
}

private let decodeRowSink: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafePointer<UInt8>?, UInt32) -> Int32 = {
    context, y, x, step, rgba, count in
    guard let context, let rgba else { return 1 }
    let sink = Unmanaged<DecodeSink>.fromOpaque(context).takeUnretainedValue()
    guard let accumulator = sink.accumulator else { return 1 }
    accumulator.add(y: Int(y), x: Int(x), step: Int(step), rgba: rgba, count: Int(count))
    return accumulator.overflowed ? 1 : 0
}
