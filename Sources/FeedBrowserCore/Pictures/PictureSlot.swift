import Pictures

/// What the app holds for one picture box once the runtime has loaded it: the cells to draw, or
/// why the picture will not load.
public enum PictureSlot: Sendable, Equatable {
    case ready(ThumbnailPicture)
    case failed(String)
}
