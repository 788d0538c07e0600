/// Bounds on what the decoder accepts and how large a decoded picture is kept.
///
/// Every value is clamped into a range in which the decoders' arithmetic (pixel counts, row
/// strides, the reduced picture's bytes) cannot overflow and the kept picture stays a bounded
/// allocation, whatever limits a caller asks for: the numbers compared with them come from
/// untrusted file headers.
public struct DecodeLimits: Sendable, Equatable {
    /// The largest side any limit allows: GIF's and JPEG's own maximum (16 bits).
    public static let largestSide = 65_535
    /// The largest kept side any limit allows: 2048 x 2048 RGBA is 16 MB (and its sums while
    /// reducing, 128 MB).
    public static let largestDecodedSide = 2_048

    /// Largest accepted width in pixels, checked against the header before any pixel memory exists.
    public let maxWidth: Int
    /// Largest accepted height in pixels.
    public let maxHeight: Int
    /// Largest accepted width x height; bounds decoding time, since memory is bounded anyway.
    public let maxPixels: Int
    /// Longest side of the decoded result: larger pictures are area-averaged down while decoding,
    /// so memory is one source row plus the reduced picture, whatever the file's size.
    public let maxDecodedSide: Int

    /// Limits, each clamped to 1...`largestSide` (pixels: up to `largestSide` squared; the kept
    /// side: up to `largestDecodedSide`).
    public init(maxWidth: Int = 16_384, maxHeight: Int = 16_384, maxPixels: Int = 64 * 1024 * 1024, maxDecodedSide: Int = 512) {
        self.maxWidth = min(max(1, maxWidth), Self.largestSide)
        self.maxHeight = min(max(1, maxHeight), Self.largestSide)
        self.maxPixels = min(max(1, maxPixels), Self.largestSide * Self.largestSide)
        self.maxDecodedSide = min(max(1, maxDecodedSide), Self.largestDecodedSide)
    }

    /// Limits fit for thumbnails and the detail pane: 16384 px a side, 64 Mpx, kept at <= 512 px.
    public static let standard = DecodeLimits()
}
