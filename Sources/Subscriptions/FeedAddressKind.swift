/// What a subscription's URL is to FeedBrowser: a feed it can read, a newsboat-only source, or neither.
enum FeedAddressKind: Equatable {
    /// http(s):// or file://: FeedBrowser reads it.
    case feed
    /// `query:`, `exec:` or `filter:`: newsboat's own sources, kept but not read.
    case newsboatOnly(scheme: String)
    /// A URL with a scheme no feed reader here fetches (gopher:, ftp:, …).
    case unsupportedScheme(String)
    /// Not a URL at all; `reason` says what is missing.
    case notAURL(reason: String)

    /// Classifies `address` without changing it (nothing the user wrote is normalised).
    init(classifying address: String) {
        guard !address.isEmpty else {
            self = .notAURL(reason: "it is empty")
            return
        }
        guard let colon = address.firstIndex(of: ":"), Self.isScheme(address[..<colon]) else {
            self = .notAURL(reason: "it has no scheme such as https://")
            return
        }
        let scheme = address[..<colon].lowercased()
        let rest = address[address.index(after: colon)...]
        // newsboat's own sources hold commands and query expressions, spaces included.
        if ["query", "exec", "filter"].contains(scheme) {
            self = .newsboatOnly(scheme: scheme)
            return
        }
        // ASCII is decided without the Unicode tables (every ASCII space is at most 0x20), which
        // were looked up for each character of each URL of the file at every start.
        if let space = address.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F || ($0.value >= 0x80 && $0.properties.isWhitespace) }) {
            self = .notAURL(reason: space == " " ? "it contains a space" : "it contains a space or control character")
            return
        }
        switch scheme {
        case "http", "https":
            guard rest.hasPrefix("//"),
                  let hostStart = rest.dropFirst(2).first, !"/?#".contains(hostStart) else {
                self = .notAURL(reason: "it has no host after \(scheme)://")
                return
            }
            self = .feed
        case "file":
            guard rest.hasPrefix("//"), rest.count > 2 else {
                self = .notAURL(reason: "a file URL needs a path, as in file:///home/me/feed.xml")
                return
            }
            self = .feed
        default:
            self = .unsupportedScheme(scheme)
        }
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIILetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
