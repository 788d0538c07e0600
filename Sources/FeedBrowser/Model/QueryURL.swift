import Foundation

/// Feed locations with a `{query}` slot, filled from what the user types after `s`.
public enum QueryURL {
    /// The placeholder a feed location may contain.
    public static let placeholder = "{query}"

    /// True when `location` has a `{query}` slot.
    public static func hasSlot(_ location: String) -> Bool { location.contains(placeholder) }

    /// `location` with every `{query}` replaced by `query`, percent-encoded so that it stays one
    /// query-string value (spaces, `&`, `=`, `+`, `#` and non-ASCII are encoded).
    public static func fill(_ location: String, with query: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~:")
        let encoded = query.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return location.replacingOccurrences(of: placeholder, with: encoded)
    }
}
