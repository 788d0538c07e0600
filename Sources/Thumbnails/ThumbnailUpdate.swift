/// A picture finished loading (or failed): rows showing `url` should be drawn again.
public struct ThumbnailUpdate: Equatable, Sendable {
    /// The picture's URL, as it was requested.
    public var url: String
    /// Nil when the picture is ready; the reason when it failed.
    public var failure: ThumbnailLoadError?

    public init(url: String, failure: ThumbnailLoadError? = nil) {
        self.url = url
        self.failure = failure
    }
}
