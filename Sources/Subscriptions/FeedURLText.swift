/// A feed address as the user or an exporter wrote it, made into the one a urls file keeps.
public enum FeedURLText {
    /// `text` without the `feed:` scheme browsers hand to feed readers, read as the opener reads
    /// it: `feed://host/path` is `http://host/path`, `feed:https://host/path` the URL after
    /// `feed:`. Anything else is returned unchanged (a `feed:` that names no http(s) URL too,
    /// for the caller to refuse with its own words).
    public static func normalised(_ text: String) -> String {
        guard text.count > 5, text.prefix(5).lowercased() == "feed:" else { return text }
        let rest = text.dropFirst(5)
        let candidate = rest.hasPrefix("//") ? "http:" + rest : String(rest)
        let lower = candidate.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") ? candidate : text
    }
}
