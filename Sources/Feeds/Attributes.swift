import Foundation

/// The attributes libxml2 hands to `startElementNs`: five pointers each (localname, prefix, URI,
/// value start, value end). Values are looked up by local name; no copy until one is asked for.
struct Attributes {
    let count: Int
    let pointer: UnsafeMutablePointer<UnsafePointer<UInt8>?>?

    /// The value of the attribute with this local name, entity escapes decoded, trimmed.
    @inline(__always) func value(_ name: StaticString) -> String? {
        guard let bytes = raw(name) else { return nil }
        return Self.decode(bytes)
    }

    /// The trimmed value as bytes (entity escapes left as written), for comparing with literals
    /// without making a string.
    @inline(__always) func trimmedBytes(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        raw(name).map(Self.trimmed)
    }

    /// True when `bytes` are exactly the ASCII `literal`, ignoring ASCII case when `folding`.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString, folding: Bool = false) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let expected = literal.utf8Start
        for k in 0..<bytes.count {
            let byte = folding && (bytes[k] | 0x20) >= 0x61 && (bytes[k] | 0x20) <= 0x7A ? bytes[k] | 0x20 : bytes[k]
            if byte != expected[k] { return false }
        }
        return true
    }

    /// The value as a URL made absolute by `resolver`. One written absolute and plain (no escapes, as
    /// most are) becomes a string straight from its bytes, without `resolve` scanning that string again.
    /// (The resolver is an autoclosure: taking a copy of it retains its URLs, and the common case
    /// never uses it.)
    @inline(__always) func url(_ name: StaticString, resolvedBy resolver: @autoclosure () -> URLResolver) -> String? {
        raw(name).map { Self.url($0, resolvedBy: resolver) }
    }

    private static func url(_ bytes: UnsafeBufferPointer<UInt8>, resolvedBy resolver: () -> URLResolver) -> String {
        let trimmed = Self.trimmed(bytes)
        if URLResolver.hasScheme(trimmed), !hasAmpersand(trimmed) { return String(decoding: trimmed, as: UTF8.self) }
        return resolver().resolve(decode(bytes))
    }

    /// The value parsed as a non-negative integer (sloppy: "120px" -> 120), clamped to `maximum`:
    /// a feed's numbers reach arithmetic (`width * height`), where a stated 4294967296 trapped.
    /// A value that is not a number, or negative, is nil.
    @inline(__always) func integer(_ name: StaticString, max maximum: Int) -> Int? {
        raw(name).flatMap { Self.leadingInteger($0, max: maximum) }
    }

    static func leadingInteger(_ bytes: UnsafeBufferPointer<UInt8>, max maximum: Int) -> Int? {
        var value = 0, digits = 0
        for byte in bytes {
            if byte == 0x20 && digits == 0 { continue }
            guard byte >= 0x30 && byte <= 0x39 else { break }
            // Once at the maximum, more digits can only make it larger: stay there.
            let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
            value = overflowed || times10 > maximum - Int(byte - 0x30) ? maximum : times10 + Int(byte - 0x30)
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// `value` for the attribute names held in a runtime list (only those the serialiser copies).
    func serializedValue(_ name: String) -> String? {
        switch name {
        case "href": return value("href" as StaticString)
        case "src": return value("src" as StaticString)
        default: return nil
        }
    }

    /// The value of `xml:base`, if the element has one (the "xml" prefix is reserved for it).
    func xmlBase() -> String? {
        guard let pointer else { return nil }
        for index in 0..<count {
            let base = pointer + index * 5
            // The prefix first: most attributes have none.
            guard let prefix = base[1], let local = base[0], CName.equals(prefix, "xml"), CName.equals(local, "base"),
                  let start = base[3], let end = base[4] else { continue }
            return Self.decode(UnsafeBufferPointer(start: start, count: end - start))
        }
        return nil
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end, FeedSAXHandler.isSpace(bytes[start]) { start += 1 }
        while end > start, FeedSAXHandler.isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Inlined (as are the lookups above) so each caller compares with its literal's bytes as
    /// constants: several lookups run per start tag.
    @inline(__always) private func raw(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer else { return nil }
        for index in 0..<count {
            let base = pointer + index * 5
            guard let local = base[0], CName.equals(local, name), let start = base[3], let end = base[4] else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// memchr rather than a byte loop: URLs are long and this runs for every one.
    private static func hasAmpersand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
        return memchr(base, Int32(UInt8(ascii: "&")), bytes.count) != nil
    }

    /// libxml2 (not substituting entities) leaves "&#38;" for "&" in attribute values.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let trimmed = Self.trimmed(bytes)
        guard hasAmpersand(trimmed) else { return String(decoding: trimmed, as: UTF8.self) }
        let text = String(decoding: trimmed, as: UTF8.self)
        return text.replacingAll("&#38;", with: "&")
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free, for short attribute values).
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
