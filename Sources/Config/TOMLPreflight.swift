/// Lines TOMLKit must not see. Its toml++ (3.x) asserts, and so aborts the program, where it
/// should report a syntax error (found by ConfigFuzzSmokeTests): on a table header whose name
/// starts with neither a bare-key character nor a quote (`[,`, `[ =`, `[` alone), and on a `}`
/// where an array expects its next value (`[}`, `[1, }`). Such a line is reported here at its
/// column and left out, as a syntax error would be.
enum TOMLPreflight {
    /// The mistakes found, each with the 0-based index of its line.
    static func check(_ lines: [String]) -> [(index: Int, diagnostic: ConfigDiagnostic)] {
        var found: [(Int, ConfigDiagnostic)] = []
        var brackets: [UInt8] = []
        var openString: [UInt8]?
        for (index, text) in lines.enumerated() {
            let line = Array(text.utf8)
            func report(_ position: Int, _ message: String) {
                let column = String(decoding: line[..<min(position, line.count)], as: UTF8.self).count + 1
                found.append((index, ConfigDiagnostic(line: index + 1, column: column, message: message + "; the line was ignored")))
            }
            var position = 0
            if brackets.isEmpty && openString == nil {
                while position < line.count, line[position] == space || line[position] == tab { position += 1 }
                if position < line.count, line[position] == UInt8(ascii: "[") {
                    if let bad = badHeaderStart(line, from: position) { report(bad, "a table header needs a name, such as [keys]") }
                    continue
                }
            }
            while position < line.count {
                if let delimiter = openString {
                    guard let end = find(delimiter, in: line, from: position) else { break }
                    openString = nil
                    position = end + delimiter.count
                    continue
                }
                let byte = line[position]
                switch byte {
                case UInt8(ascii: "#"):
                    position = line.count
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    let triple = [byte, byte, byte]
                    if position + 2 < line.count, Array(line[position..<position + 3]) == triple {
                        openString = triple
                        position += 3
                        continue
                    }
                    position += 1
                    while position < line.count, line[position] != byte {
                        position += byte == UInt8(ascii: "\"") && line[position] == UInt8(ascii: "\\") ? 2 : 1
                    }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    brackets.append(byte)
                case UInt8(ascii: "}"):
                    if brackets.last == UInt8(ascii: "[") {
                        report(position, "an array must end with ], not }")
                        // The rest of the value is unreadable: start afresh on the next line.
                        brackets = []
                        position = line.count
                        continue
                    }
                    _ = brackets.popLast()
                case UInt8(ascii: "]"):
                    _ = brackets.popLast()
                default:
                    break
                }
                position += 1
            }
        }
        return found
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// Where the name of the header at `start` begins when it cannot begin there (nil when fine).
    private static func badHeaderStart(_ line: [UInt8], from start: Int) -> Int? {
        var position = start + 1
        if position < line.count, line[position] == UInt8(ascii: "[") { position += 1 }
        while position < line.count, line[position] == space || line[position] == tab { position += 1 }
        // The line's end counts as a wrong start too.
        guard position < line.count else { return position }
        let byte = line[position]
        let startsName = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || byte == UInt8(ascii: "]")
        return startsName ? nil : position
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
