/// The loader the executable uses.
public typealias AppFeedLoader = PendingXMLLoader
