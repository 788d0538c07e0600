/// "1 feed", "3 feeds": counts of feeds in the commands' messages.
enum FeedCount {
    static func text(_ count: Int) -> String { count == 1 ? "1 feed" : "\(count) feeds" }
}
