/// What an open element of an OPML document is to the reader, innermost last on its stack.
enum OPMLElement {
    case opml
    case body
    /// An outline without xmlUrl: its name (if it has one) is a tag of every feed inside it.
    case folder(name: String?, position: XMLPosition, containsOutline: Bool)
    /// An outline with xmlUrl (outlines inside it are read too, but it gives them no tag).
    case feed
    /// Anything else (head, its fields, other vocabularies): outlines inside it are not feeds.
    case other
}
