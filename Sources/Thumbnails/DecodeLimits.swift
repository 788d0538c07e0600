/// Bounds on what the decoder accepts and how large a decoded picture is kept.
public struct DecodeLimits: Sendable, Equatable {
    /// Largest accepted width in pixels, checked against the header before any pixel memory exists.
    public var maxWidth: Int
    /// Largest accepted height in pixels.
    public var maxHeight: Int
    /// Largest accepted width x height; bounds decoding time, since memory is bounded anyway.
    public var maxPixels: Int
    /// Longest side of the decoded result: larger pictures are area-averaged down while decoding,
    /// so memory is one source row plus the reduced picture, whatever the file's size.
    public var maxDecodedSide: Int

    public init(maxWidth: Int = 16_384, maxHeight: Int = 16_384, maxPixels: Int = 64 * 1024 * 1024, maxDecodedSide: Int = 512) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxDecodedSide = max(1, maxDecodedSide)
    }

    /// Limits fit for thumbnails and the detail pane: 16384 px a side, 64 Mpx, kept at <= 512 px.
    public static let standard = DecodeLimits()
}
