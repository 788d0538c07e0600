import Pictures

/// What a frame showed, as data for the runtime: which picture boxes were on screen (each once, in
/// drawing order). The runtime loads the ones the app has no slot for and cancels the rest.
public struct FrameReport: Sendable, Equatable {
    public var pictures: [ThumbnailKey] = []

    public init(pictures: [ThumbnailKey] = []) {
        self.pictures = pictures
    }

    /// Records a picture box drawn at `key` (a box shown twice is reported once).
    mutating func show(_ key: ThumbnailKey) {
        if !pictures.contains(key) { pictures.append(key) }
    }
}
