/// Tags in OPML 2.0's `category` attribute: comma-separated, slash-delimited category strings.
///
/// OPML reads a string without slashes as a tag and `/Boston/Weather` as a path; a path gives each
/// of its parts as a tag, as nested folders do. OPML has no escape for a tag that holds `,` or
/// `/`, so these (and `%`, and white space at either end, which readers trim) are written as
/// percent escapes (`%2C`, `%2F`, `%25`, `%20`): the tags read back exactly, and the rare tag
/// that needs one still reads sensibly elsewhere.
enum CategoryAttribute {
    /// The attribute value for these tags.
    static func value(for tags: [String]) -> String {
        tags.map(escaped).joined(separator: ",")
    }

    /// The tags in a `category` value, in order, empty parts left out.
    static func tags(in value: String) -> [String] {
        value.split(separator: ",").flatMap { entry -> [String] in
            let trimmed = String(entry.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !trimmed.isEmpty else { return [] }
            return trimmed.split(separator: "/").map { unescaped(String($0)) }.filter { !$0.isEmpty }
        }
    }

    private static func escaped(_ tag: String) -> String {
        let scalars = Array(tag.unicodeScalars)
        let firstKept = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.count
        let lastKept = scalars.lastIndex { !$0.properties.isWhitespace } ?? -1
        var text = ""
        for (index, scalar) in scalars.enumerated() {
            let atEdge = index < firstKept || index > lastKept
            if atEdge || scalar == "," || scalar == "/" || scalar == "%" {
                for byte in String(scalar).utf8 {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += byte < 0x10 ? "%0" + hex : "%" + hex
                }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Decodes percent escapes; text that does not decode to UTF-8 is kept as written.
    private static func unescaped(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
