/// Follows TOML values (as UTF-8 bytes) across lines for `ConfigSourceMap`: open brackets and braces, and
/// multi-line strings, so that their contents are never read as keys.
struct ValueScanner {
    /// Brackets and braces open at the end of the text scanned so far.
    var depth = 0
    /// The closing delimiter of a multi-line string still open (`"""` or `'''`).
    private var openString: [UInt8]?

    /// Whether the next line continues a value rather than starting a key.
    var isInsideValue: Bool { depth > 0 || openString != nil }

    /// Scans `line` from `index`, updating the open brackets and strings.
    mutating func scan(_ line: [UInt8], from start: Int) {
        var index = start
        while index < line.count {
            if let delimiter = openString {
                guard let end = Self.find(delimiter, in: line, from: index) else { return }
                openString = nil
                index = end + delimiter.count
                continue
            }
            let character = line[index]
            switch character {
            case UInt8(ascii: "#"):
                return
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let triple = [character, character, character]
                if index + 2 < line.count, Array(line[index..<index + 3]) == triple {
                    openString = triple
                    index += 3
                    continue
                }
                index = Self.endOfString(line, from: index)
                continue
            default:
                break
            }
            index += 1
        }
    }

    /// The index after the array element starting at `start` (at its comma or closing bracket).
    mutating func endOfElement(_ line: [UInt8], from start: Int) -> Int {
        let base = depth
        var index = start
        while index < line.count {
            let character = line[index]
            if depth == base, character == UInt8(ascii: ",") || character == UInt8(ascii: "]") { return index }
            switch character {
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = Self.endOfString(line, from: index)
                continue
            default: break
            }
            index += 1
        }
        return index
    }

    /// The index after the one-line string that opens at `start`.
    private static func endOfString(_ line: [UInt8], from start: Int) -> Int {
        let quote = line[start]
        var index = start + 1
        while index < line.count, line[index] != quote {
            index += quote == UInt8(ascii: "\"") && line[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index + 1
    }

    private static func find(_ delimiter: [UInt8], in line: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + delimiter.count <= line.count {
            if Array(line[index..<index + delimiter.count]) == delimiter { return index }
            index += 1
        }
        return nil
    }
}
