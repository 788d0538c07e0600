import Foundation

/// Makes the URLs a feed contains absolute, against the feed's own location (file or URL) or the
/// xml:base in effect.
struct URLResolver {
    let base: URL?
    /// The feed's web site (its channel link), for root-relative references ("/2013/post.html") in a
    /// feed read from a file: they mean the site's page, never a path from the root of the reader's
    /// disk. Document-relative ones ("images/a.png") still resolve against the file, so a feed saved
    /// with its pictures beside it keeps them.
    var site: URL? = nil

    /// `text` trimmed, and resolved against the base when it is relative. Absolute URLs are returned
    /// as written (no parsing: most URLs in a feed are absolute, and this runs several times per item).
    func resolve(_ text: String) -> String {
        // Most URLs in a feed are absolute and untrimmed-clean: one pass over contiguous bytes.
        if text.utf8.withContiguousStorageIfAvailable({ Self.isCleanAbsolute($0) }) == true { return text }
        let trimmed = text.utf8.first.map(FeedSAXHandler.isSpace) == true || text.utf8.last.map(FeedSAXHandler.isSpace) == true
            ? text.trimmingASCII(" \n\t\r") : text
        guard !trimmed.isEmpty, !Self.hasScheme(trimmed) else { return trimmed }
        if let site, base?.isFileURL ?? true, trimmed.utf8.first == UInt8(ascii: "/") {
            return Self.resolve(trimmed, against: site)
        }
        guard let base else { return trimmed }
        return Self.resolve(trimmed, against: base)
    }

    /// A link to a page (an item's link, a link in its text): like `resolve`, but in a feed read
    /// from a file every relative reference resolves against the site (the feed's rel="self", else
    /// its channel link), as it did where the feed was published. Pictures and enclosures keep
    /// `resolve`'s rule (document-relative ones beside the file): a feed saved with its pictures
    /// (the bundled sample) has them there, while the pages it links never were.
    func resolvePage(_ text: String) -> String {
        if text.utf8.withContiguousStorageIfAvailable({ Self.isCleanAbsolute($0) }) == true { return text }
        guard let site, base?.isFileURL ?? true else { return resolve(text) }
        let trimmed = text.trimmingASCII(" \n\t\r")
        guard !trimmed.isEmpty, !Self.hasScheme(trimmed) else { return trimmed }
        return Self.resolve(trimmed, against: site)
    }

    /// `reference` (relative, trimmed) made absolute against `base`; as written when that fails.
    private static func resolve(_ trimmed: String, against base: URL) -> String {
        URL(string: trimmed, relativeTo: base)?.absoluteString
            ?? trimmed.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed).flatMap { URL(string: $0, relativeTo: base)?.absoluteString }
            ?? trimmed
    }

    /// The base URL an xml:base of `reference` sets: resolved against this base. When it stays
    /// relative (no document location to resolve it against) the base is unchanged.
    func baseURL(for reference: String) -> URL? {
        let resolved = resolve(reference)
        guard Self.hasScheme(resolved) else { return base }
        return URL(string: resolved) ?? base
    }

    /// True for "scheme:..." with no space at either end.
    private static func isCleanAbsolute(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, !FeedSAXHandler.isSpace(first), !FeedSAXHandler.isSpace(last) else { return false }
        return hasScheme(bytes)
    }

    /// True for "scheme:..." (RFC 3986: a letter, then letters, digits, "+", "-", "."; then ":").
    static func hasScheme(_ text: String) -> Bool {
        if let verdict = text.utf8.withContiguousStorageIfAvailable({ hasScheme($0) }) { return verdict }
        return Array(text.utf8).withUnsafeBufferPointer { hasScheme($0) }
    }

    static func hasScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Nearly every URL in a feed starts "http:" or "https:": four bytes compared at once.
        if bytes.count > 5, let base = bytes.baseAddress,
           UnsafeRawPointer(base).loadUnaligned(as: UInt32.self) == 0x7074_7468,  // "http", little-endian
           base[4] == UInt8(ascii: ":") || (base[4] == UInt8(ascii: "s") && base[5] == UInt8(ascii: ":")) {
            return true
        }
        var first = true
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return !first }
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            let isOther = (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if first ? !isLetter : !(isLetter || isOther) { return false }
            first = false
        }
        return false
    }
}
