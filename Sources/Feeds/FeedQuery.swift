import Foundation

/// Feed URLs with a `{query}` placeholder (e.g. `https://example.com/rss.xml?q={query}`).
public enum FeedQuery {
    /// True when `template` contains `{query}` and the app must ask for one.
    public static func needsQuery(_ template: String) -> Bool { template.contains("{query}") }

    /// `template` with every `{query}` replaced by `query`, percent-encoded for a URL query component
    /// (spaces as %20; "&", "=", "+", "#", "?" and "/" encoded too so the query cannot change the URL's shape).
    public static func substitute(_ template: String, query: String) -> String {
        // ASCII only: CharacterSet.alphanumerics would let non-ASCII letters through unencoded.
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:@!$'()*,;")
        let encoded = query.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return template.replacingOccurrences(of: "{query}", with: encoded)
    }
}
