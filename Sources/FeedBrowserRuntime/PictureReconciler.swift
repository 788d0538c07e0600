import FeedBrowserCore
import Pictures
import Thumbnails

/// Keeps the picture loader working on exactly the boxes the screen shows: after each frame it
/// collects the pictures the loader has ready for boxes the app has none for, asks for the
/// missing ones (visible boxes first) and cancels loads for boxes no longer shown.
final class PictureReconciler {
    let loader: ThumbnailLoader
    /// Picture URLs of the last frame; loads of other URLs were cancelled.
    private var shownURLs: Set<String> = []

    init(loader: ThumbnailLoader) {
        self.loader = loader
    }

    /// The slots ready (or failed) for boxes of `report` that `app` has not got yet; the other
    /// missing boxes are requested. Never waits: at worst a new box size is rendered from a
    /// picture already decoded (well under a millisecond for a 12x6 thumbnail).
    func reconcile(_ report: FrameReport, with app: App) -> [ThumbnailKey: PictureSlot] {
        var ready: [ThumbnailKey: PictureSlot] = [:]
        for key in report.pictures where app.pictures[key] == nil {
            switch loader.state(for: key) {
            case .ready(let picture): ready[key] = .ready(picture)
            case .failed(let reason): ready[key] = .failed(reason)
            case .notRequested: loader.request(key, priority: 0)
            case .loading: break
            }
        }
        let urls = Set(report.pictures.map(\.url))
        if urls != shownURLs {
            loader.cancel(except: urls)
            shownURLs = urls
        }
        return ready
    }
}
