/// The request place one feed's refresh holds in its `HostQueue`: taken by `next()` for the first
/// request, given back as soon as a body is in (parsing and storing need no connection), and
/// taken again, on the host it goes to, for a second request (the feed a page links to), so a
/// page-then-feed refresh never makes a host serve more than `maxPerHost` requests at once.
final class HostPlace {
    private let queue: HostQueue?
    private var held: String?

    /// `held`: the host whose place `queue.next()` gave this feed. No queue: nothing is limited.
    init(queue: HostQueue?, held: String?) {
        self.queue = queue
        self.held = queue == nil ? nil : held
    }

    /// Before a request for `location`: holds a place on its host, waiting for one if needed.
    func fetching(_ location: String) {
        guard let queue else { return }
        let host = HostQueue.host(of: location)
        if held == host { return }
        fetched()
        queue.take(host: host)
        held = host
    }

    /// After a request (or when the feed is done): gives the place held back.
    func fetched() {
        guard let held else { return }
        queue?.finished(host: held)
        self.held = nil
    }
}
