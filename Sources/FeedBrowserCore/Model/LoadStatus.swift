/// How far loading the feed has come, as the status line reports it.
public enum LoadStatus: Sendable, Equatable {
    /// Nothing requested yet.
    case idle
    /// Items are streaming in; `received` so far.
    case loading(received: Int)
    /// The whole feed arrived.
    case finished
    /// Loading or parsing stopped with this one-line message; items received before it are kept.
    case failed(String)

    /// True while items may still arrive.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
