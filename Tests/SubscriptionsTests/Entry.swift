@testable import Subscriptions

/// A subscription without its line number, for comparing what was read with what was written.
struct Entry: Hashable, CustomStringConvertible {
    var url: String
    var tags: [String]
    var title: String?
    var isHidden: Bool

    init(url: String, tags: [String] = [], title: String? = nil, isHidden: Bool = false) {
        self.url = url
        self.tags = tags
        self.title = title
        self.isHidden = isHidden
    }

    init(_ subscription: Subscription) {
        self.init(url: subscription.url, tags: subscription.tags, title: subscription.title, isHidden: subscription.isHidden)
    }

    var subscription: Subscription {
        Subscription(url: url, tags: tags, title: title, isHidden: isHidden)
    }

    var description: String {
        "\(url) \(tags) \(title ?? "-") \(isHidden ? "hidden" : "")"
    }
}
