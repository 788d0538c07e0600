import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation

/// Loads feeds with FeedFetch on a worker thread and prepares each batch for the list there
/// (`ListEntry`), so the main loop only appends rows.
public struct FeedLoadWorker: FeedLoading {
    public var options: FeedLoadOptions

    public init(options: FeedLoadOptions = FeedLoadOptions()) {
        self.options = options
    }

    public func load(_ location: String, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        // The list keeps the batches' items: the parser lets them go (not held twice).
        var releasing = self.options
        releasing.keepsItems = false
        let options = releasing
        let thread = Thread {
            let source: FeedSource
            do throws(FeedLoadError) {
                source = try FeedSource(location)
            } catch {
                deliver(.failed(error.description))
                return
            }
            var titleSent = false
            FeedLoader.load(source, options: options, cancellation: cancellation) { event in
                guard !cancellation.isCancelled else { return }
                switch event {
                case .items(let items, let channel):
                    if !titleSent, !channel.title.isEmpty {
                        titleSent = true
                        deliver(.title(channel.title))
                    }
                    deliver(.items(items.map { ListEntry($0) }))
                case .finished(let result):
                    if !titleSent, !result.feed.title.isEmpty { deliver(.title(result.feed.title)) }
                    if let page = result.linkedFrom {
                        deliver(.note("\(page) is an HTML page: showing the feed it links to, \(result.finalURL)"))
                    } else if let warning = result.feed.warnings.first(where: { $0.hasPrefix("no items read") }) {
                        deliver(.note(warning))
                    }
                    deliver(.finished)
                case .notModified:
                    deliver(.finished)
                case .failed(let error, _):
                    // Items before the failure were delivered in batches already; they stay.
                    // The title bar names the feed, so a parse error leaves the path out and the
                    // status line keeps room for what is wrong and where in the document.
                    if case .parse(let parseError, _) = error {
                        deliver(.failed(parseError.description))
                    } else {
                        deliver(.failed(error.description))
                    }
                }
            }
        }
        thread.name = "feed loader"
        thread.start()
        return cancellation
    }
}
