/// Where the keys of a TOML document are written. TOMLKit reports positions for syntax errors
/// only, and the config's own mistakes (an unknown setting, a wrong value) need the line and
/// column too, so this scans the text TOMLKit has already accepted: table headers, `key = value`
/// lines (dotted and quoted keys), strings (multi-line too) and arrays or inline tables that span
/// lines, so that no text inside a value is taken for a key.
struct ConfigSourceMap {
    /// Keys by dotted path ("keys.move-down"), tables by their header's path ("keys").
    private(set) var locations: [String: ConfigKeyLocation] = [:]

    init(source: String) {
        var table: [String] = []
        var scanner = ValueScanner()
        for (lineIndex, lineText) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(lineText.hasSuffix("\r") ? lineText.dropLast() : lineText)
            var index = 0
            if scanner.isInsideValue {
                scanner.scan(line, from: 0)
                continue
            }
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
            guard index < line.count, line[index] != "#" else { continue }
            if line[index] == "[" {
                let start = index
                index += line[index + 1 < line.count ? index + 1 : index] == "[" ? 2 : 1
                table = Self.keyParts(line, &index)
                locations[table.joined(separator: ".")] = ConfigKeyLocation(
                    line: lineIndex + 1, column: start + 1, valueColumn: start + 1, valueText: Substring(String(line[start...])))
                continue
            }
            let keyStart = index
            let parts = Self.keyParts(line, &index)
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
            guard index < line.count, line[index] == "=" else { continue }
            index += 1
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
            locations[(table + parts).joined(separator: ".")] = ConfigKeyLocation(
                line: lineIndex + 1, column: keyStart + 1, valueColumn: index + 1, valueText: Substring(String(line[index...])))
            scanner.scan(line, from: index)
        }
    }

    /// The location of `path`, or of the nearest enclosing key or table that has one (keys inside
    /// an inline table are not mapped), or nil.
    func location(of path: [String]) -> ConfigKeyLocation? {
        var path = path
        while !path.isEmpty {
            if let location = locations[path.joined(separator: ".")] { return location }
            path.removeLast()
        }
        return nil
    }

    /// The 1-based column where element `element` of the one-line array at `location` starts;
    /// the value's column when the array spans lines or the element is not found.
    static func column(ofElement element: Int, in location: ConfigKeyLocation) -> Int {
        let text = Array(location.valueText)
        guard text.first == "[" else { return location.valueColumn }
        var index = 1, found = 0
        var scanner = ValueScanner()
        scanner.depth = 1
        while index < text.count {
            let character = text[index]
            if character == " " || character == "\t" || character == "," {
                index += 1
                continue
            }
            if character == "]" || character == "#" { break }
            if found == element { return location.valueColumn + index }
            found += 1
            // Skip the element: to the next comma at the array's own depth.
            let end = scanner.endOfElement(text, from: index)
            index = end
        }
        return location.valueColumn
    }

    /// The parts of a dotted key starting at `index` (bare, "basic" or 'literal'), leaving
    /// `index` after the last part.
    private static func keyParts(_ line: [Character], _ index: inout Int) -> [String] {
        var parts: [String] = []
        while index < line.count {
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
            guard index < line.count else { break }
            var part = ""
            if line[index] == "\"" || line[index] == "'" {
                let quote = line[index]
                index += 1
                while index < line.count, line[index] != quote {
                    if quote == "\"", line[index] == "\\", index + 1 < line.count {
                        index += 1
                    }
                    part.append(line[index])
                    index += 1
                }
                index += 1
            } else {
                while index < line.count, line[index].isLetter || line[index].isNumber || line[index] == "-" || line[index] == "_" {
                    part.append(line[index])
                    index += 1
                }
            }
            parts.append(part)
            while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
            guard index < line.count, line[index] == "." else { break }
            index += 1
        }
        return parts
    }
}
