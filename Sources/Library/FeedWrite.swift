import Feeds
import Foundation

/// What one fetch of a feed leaves in the library, ready to be written with others in one
/// transaction (`LibraryStore.commit(_:)`): a parsed document to store, an unchanged answer, or a
/// failure. A document's items are encoded as columns when the write is made, on the caller's
/// thread, so the transaction that holds the writer only writes.
public struct FeedWrite: Sendable {
    enum Change: Sendable {
        case store(title: String, link: String?, items: [StoredItemFields], validators: FeedValidators, bodyHash: String?)
        case unchanged(validators: FeedValidators?)
        case failure(message: String)
    }

    /// The feed's URL as subscribed.
    public let url: String
    /// When the fetch ended: what the feed's fetch and store times become.
    public let time: Date
    let change: Change

    /// A fetched and parsed document: see `LibraryStore.store(feed:for:fetchedAt:validators:bodyHash:)`.
    public static func store(_ feed: Feed, for url: String, fetchedAt: Date, validators: FeedValidators, bodyHash: String?) -> FeedWrite {
        let items = LibraryStore.firstOfEachIdentity(feed.items).map(StoredItemFields.init)
        return FeedWrite(url: url, time: fetchedAt,
                         change: .store(title: feed.title, link: feed.link, items: items, validators: validators, bodyHash: bodyHash))
    }

    /// A fetch whose body was not stored again: see `LibraryStore.recordUnchanged(feedURL:at:validators:)`.
    public static func unchanged(url: String, at time: Date, validators: FeedValidators? = nil) -> FeedWrite {
        FeedWrite(url: url, time: time, change: .unchanged(validators: validators))
    }

    /// A fetch or parse that failed: see `LibraryStore.recordFailure(feedURL:message:at:)`.
    public static func failure(url: String, message: String, at time: Date) -> FeedWrite {
        FeedWrite(url: url, time: time, change: .failure(message: message))
    }
}

extension FeedWrite {
    /// Whether this write stores a parsed document (its result counts new and updated items).
    public var storesDocument: Bool {
        if case .store = change { return true }
        return false
    }

    /// The failure this write records, if it records one.
    public var failureMessage: String? {
        if case .failure(let message) = change { return message }
        return nil
    }
}
