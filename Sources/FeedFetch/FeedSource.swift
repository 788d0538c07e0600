import Foundation

/// Where a feed comes from: a local file, an http(s) URL or standard input.
public enum FeedSource: Sendable, Equatable, CustomStringConvertible {
    case file(URL)
    case http(URL)
    /// `-`: the feed is piped in; relative links resolve against the working directory.
    case standardInput

    /// Reads what a user typed: a path ("~/" expanded), a file:// URL, an http(s) URL, a feed: URL
    /// (`feed://host/path` means http, `feed:https://...` the URL after "feed:"), or `-`.
    public init(_ text: String) throws(FeedLoadError) {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .invalidSource(text, "an empty feed location") }
        if trimmed == "-" { self = .standardInput; return }
        var lower = trimmed.lowercased()
        // The feed: scheme browsers hand to feed readers (an old draft, never an RFC: both forms are in use).
        if lower.hasPrefix("feed:") {
            let rest = trimmed.dropFirst(5)
            let restLower = rest.lowercased()
            trimmed = restLower.hasPrefix("//") ? "http:" + rest : String(rest)
            lower = trimmed.lowercased()
            guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
                throw .invalidSource(text, "a feed: URL must be feed://host/path or feed:http(s)://host/path")
            }
        }
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            // What the user typed may hold a password: messages quote it without.
            let shown = URLDisplay.redactingPassword(in: text)
            guard let url = URL(string: trimmed) ?? URL(string: trimmed.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""),
                  url.host?.isEmpty == false else {
                throw .invalidSource(shown, "not a valid http(s) URL")
            }
            if let problem = HTTPClient.problem(with: url) { throw .invalidSource(shown, problem) }
            self = .http(url)
        } else if lower.hasPrefix("file://") {
            guard let url = URL(string: trimmed), url.isFileURL else { throw .invalidSource(text, "not a valid file:// URL") }
            self = .file(url.standardizedFileURL)
        } else if let colon = lower.firstIndex(of: ":"), lower[..<colon].count > 1, !lower[..<colon].contains("/"),
                  lower[..<colon].allSatisfy({ $0.isLetter }) {
            throw .invalidSource(text, "unsupported scheme '\(lower[..<colon])' (use a path, file:// or http(s)://)")
        } else {
            let expanded = trimmed.hasPrefix("~/") ? NSHomeDirectory() + trimmed.dropFirst(1) : trimmed
            self = .file(URL(fileURLWithPath: expanded).standardizedFileURL)
        }
    }

    /// The location relative URLs in the feed are resolved against.
    public var url: URL {
        switch self {
        case .file(let url), .http(let url): return url
        case .standardInput: return URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/", isDirectory: true)
        }
    }

    /// The location as shown to people: a path, or the URL with any password replaced by `***`.
    public var description: String {
        switch self {
        case .file(let url): return url.path
        case .http(let url): return URLDisplay.text(of: url)
        case .standardInput: return "standard input"
        }
    }
}
