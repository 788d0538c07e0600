import Foundation

/// The feeds waiting to be refreshed, handed to workers so that no host has more than
/// `maxPerHost` requests at once (servers and their rate limits count per host, not per feed).
final class HostQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [(index: Int, url: String, host: String)]
    private var running: [String: Int] = [:]
    private let maxPerHost: Int

    /// `requestURLs[i]`: where feed `i`'s first request goes (the feed a page links to, when the
    /// library remembers it), whose host its place is counted on.
    init(urls: [String], requestURLs: [String]? = nil, maxPerHost: Int) {
        let requested = requestURLs ?? urls
        pending = urls.enumerated().map { ($0.offset, $0.element, Self.host(of: requested[$0.offset])) }
        self.maxPerHost = max(1, maxPerHost)
    }

    /// How many fetches can run at once over all the feeds: per host, its feeds up to `maxPerHost`.
    var fetchPlaces: Int {
        condition.lock()
        defer { condition.unlock() }
        return Dictionary(grouping: pending, by: \.host).values.reduce(0) { $0 + min($1.count, maxPerHost) }
    }

    /// The next feed whose host has room, waiting while every pending feed's host is busy; nil when
    /// no feed is left. O(pending) per call.
    func next() -> (index: Int, url: String, host: String)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if pending.isEmpty { return nil }
            if let position = pending.firstIndex(where: { running[$0.host, default: 0] < maxPerHost }) {
                let feed = pending.remove(at: position)
                running[feed.host, default: 0] += 1
                return feed
            }
            condition.wait()
        }
    }

    /// Takes a place on `host` for one more request of a feed already handed out, waiting while
    /// the host has none free (`HostPlace`).
    func take(host: String) {
        condition.lock()
        defer { condition.unlock() }
        while running[host, default: 0] >= maxPerHost { condition.wait() }
        running[host, default: 0] += 1
    }

    /// A worker's request to `host` ended: its place goes to the next feed of that host.
    func finished(host: String) {
        condition.lock()
        running[host, default: 1] -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The host part of a URL, lowercased; files all count as one host ("").
    static func host(of url: String) -> String {
        URL(string: url)?.host?.lowercased() ?? ""
    }
}
