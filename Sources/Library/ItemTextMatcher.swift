/// Decides whether an item's searched texts match, given them as SQLite holds them: title,
/// content, author, summary and link, each its UTF-8 read in place (empty when absent). Held by
/// the SQL function `LibraryStore.searchItems` registers, for the length of one search.
final class ItemTextMatcher {
    let matches: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Bool

    init(_ matches: @escaping (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Bool) {
        self.matches = matches
    }
}
