import Feeds

/// The JSON of an item's array columns, written by hand: `JSONEncoder` cost more than parsing the
/// feed (five encoders per item, about 100k items per refresh of the benchmark's 500 feeds).
/// Writes what `JSONEncoder` with sorted keys and unescaped slashes writes (absent optionals
/// left out), so rows written before and after read back alike with `JSONDecoder`.
enum StoredItemJSON {
    static func strings(_ values: [String]) -> String {
        array(values) { value, out in appendQuoted(value, to: &out) }
    }

    static func thumbnails(_ values: [FeedThumbnail]) -> String {
        array(values) { value, out in
            var fields: [(String, String)] = []
            if let height = value.height { fields.append(("height", String(height))) }
            fields.append(("url", quoted(value.url)))
            if let width = value.width { fields.append(("width", String(width))) }
            appendObject(fields, to: &out)
        }
    }

    static func enclosures(_ values: [FeedEnclosure]) -> String {
        array(values) { value, out in
            var fields: [(String, String)] = []
            if let height = value.height { fields.append(("height", String(height))) }
            if let length = value.length { fields.append(("length", String(length))) }
            if let medium = value.medium { fields.append(("medium", quoted(medium))) }
            if let type = value.type { fields.append(("type", quoted(type))) }
            fields.append(("url", quoted(value.url)))
            if let width = value.width { fields.append(("width", String(width))) }
            appendObject(fields, to: &out)
        }
    }

    /// `values` as a JSON array, each written by `element`.
    private static func array<Value>(_ values: [Value], _ element: (Value, inout String) -> Void) -> String {
        var out = "["
        for (index, value) in values.enumerated() {
            if index > 0 { out += "," }
            element(value, &out)
        }
        return out + "]"
    }

    /// Fields in key order, values already JSON.
    private static func appendObject(_ fields: [(String, String)], to out: inout String) {
        out += "{"
        for (index, (key, value)) in fields.enumerated() {
            if index > 0 { out += "," }
            out += "\"\(key)\":"
            out += value
        }
        out += "}"
    }

    private static func quoted(_ text: String) -> String {
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    /// `text` as a JSON string: quote, backslash and control characters escaped as JSONEncoder does.
    private static func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        var plainStart = text.utf8.startIndex
        var index = plainStart
        let bytes = text.utf8
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 {
                out += text[plainStart..<index]
                out += escape(byte)
                plainStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        out += text[plainStart..<bytes.endIndex]
        out += "\""
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
