import Library

/// The library's feeds by URL as a refresh starts: what makes each request conditional and tells
/// an unchanged body. A feed the library cannot list (a failed read) is simply fetched whole.
struct KnownFeeds: Sendable {
    private let byURL: [String: LibraryFeed]

    init(store: LibraryStore) {
        byURL = Dictionary(((try? store.feeds()) ?? []).map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(url: String) -> LibraryFeed? { byURL[url] }
}
