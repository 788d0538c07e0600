/// A document that is not XML, kept whole (or until enough of it is seen) to be read at once.
struct CollectedDocument {
    enum Kind {
        /// Starts with "{": perhaps a JSON Feed.
        case json
        /// An HTML page: searched for the feed it links to.
        case html
    }

    let kind: Kind
    var bytes: [UInt8] = []
}
