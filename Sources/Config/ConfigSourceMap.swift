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
        // TOML's syntax is ASCII, so lines are scanned as UTF-8 bytes (fast) and only a position
        // that is reported is turned into a column of characters.
        for (lineIndex, lineText) in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var line = Array(lineText)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            var index = 0
            if scanner.isInsideValue {
                scanner.scan(line, from: 0)
                continue
            }
            while index < line.count, line[index] == Self.space || line[index] == Self.tab { index += 1 }
            guard index < line.count, line[index] != UInt8(ascii: "#") else { continue }
            if line[index] == UInt8(ascii: "[") {
                let start = index
                index += index + 1 < line.count && line[index + 1] == UInt8(ascii: "[") ? 2 : 1
                table = Self.keyParts(line, &index)
                let column = Self.column(line, start)
                locations[table.joined(separator: ".")] = ConfigKeyLocation(
                    line: lineIndex + 1, column: column, valueColumn: column, valueText: Self.text(line[start...]))
                continue
            }
            let keyStart = index
            let parts = Self.keyParts(line, &index)
            while index < line.count, line[index] == Self.space || line[index] == Self.tab { index += 1 }
            guard index < line.count, line[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < line.count, line[index] == Self.space || line[index] == Self.tab { index += 1 }
            locations[(table + parts).joined(separator: ".")] = ConfigKeyLocation(
                line: lineIndex + 1, column: Self.column(line, keyStart), valueColumn: Self.column(line, index), valueText: Self.text(line[index...]))
            scanner.scan(line, from: index)
        }
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The 1-based column, in characters, of byte `index` of `line`.
    private static func column(_ line: [UInt8], _ index: Int) -> Int {
        if !line[..<index].contains(where: { $0 >= 0x80 }) { return index + 1 }
        return String(decoding: line[..<index], as: UTF8.self).count + 1
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> Substring {
        Substring(String(decoding: bytes, as: UTF8.self))
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
        let text = Array(location.valueText.utf8)
        guard text.first == UInt8(ascii: "[") else { return location.valueColumn }
        var index = 1, found = 0
        var scanner = ValueScanner()
        scanner.depth = 1
        while index < text.count {
            let byte = text[index]
            if byte == space || byte == tab || byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "#") { break }
            if found == element { return location.valueColumn + column(text, index) - 1 }
            found += 1
            // Skip the element: to the next comma at the array's own depth.
            let end = scanner.endOfElement(text, from: index)
            index = end
        }
        return location.valueColumn
    }

    /// The parts of a dotted key starting at `index` (bare, "basic" or 'literal'), leaving
    /// `index` after the last part.
    private static func keyParts(_ line: [UInt8], _ index: inout Int) -> [String] {
        var parts: [String] = []
        while index < line.count {
            while index < line.count, line[index] == space || line[index] == tab { index += 1 }
            guard index < line.count else { break }
            var part: [UInt8] = []
            let quote = line[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                while index < line.count, line[index] != quote {
                    if quote == UInt8(ascii: "\""), line[index] == UInt8(ascii: "\\"), index + 1 < line.count {
                        index += 1
                    }
                    part.append(line[index])
                    index += 1
                }
                index += 1
            } else {
                // Bare keys are ASCII letters, digits, '-' and '_'.
                while index < line.count, Self.isBareKeyByte(line[index]) {
                    part.append(line[index])
                    index += 1
                }
            }
            parts.append(String(decoding: part, as: UTF8.self))
            while index < line.count, line[index] == space || line[index] == tab { index += 1 }
            guard index < line.count, line[index] == UInt8(ascii: ".") else { break }
            index += 1
        }
        return parts
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
