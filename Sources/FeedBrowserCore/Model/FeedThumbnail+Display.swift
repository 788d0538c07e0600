import Feeds

extension FeedThumbnail {
    /// The largest width or height taken from a feed's word: well beyond any picture the decoders
    /// accept (16384 px a side), small enough that sizes, ratios and box arithmetic stay in range.
    static let largestDeclaredSide = 100_000

    /// The size the feed declares, when both numbers are plausible (1 to `largestDeclaredSide`
    /// pixels); nil otherwise, so the picture is laid out as one of unknown size. A feed is
    /// untrusted: a thumbnail declared 4294967296x4294967296 or -5x-7 is a lie, not a picture.
    var declaredSize: (width: Int, height: Int)? {
        guard let width, let height else { return nil }
        let plausible = 1...Self.largestDeclaredSide
        guard plausible.contains(width), plausible.contains(height) else { return nil }
        return (width, height)
    }
}
