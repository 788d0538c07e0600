/// Writes a subscription as one urls-file line that `URLsLineTokenizer` reads back to the same fields.
///
/// As newsboat writes its urls file: the URL bare (quoted only if it could not be read back bare),
/// then every tag in double quotes, then `"~title"` and `"!"` for a hidden feed.
enum URLsLineWriter {
    /// The line for these fields (no line ending).
    static func line(url: String, tags: [String], title: String?, isHidden: Bool) -> String {
        var words = [isSafeBare(url) ? url : quoted(url)]
        words += tags.map(quoted)
        if let title { words.append(quoted("~" + title)) }
        if isHidden { words.append(quoted("!")) }
        return words.joined(separator: " ")
    }

    /// A bare word is read as written unless it holds a delimiter or starts a quote or a comment.
    private static func isSafeBare(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first != "\"", first != "#" else { return false }
        return !word.unicodeScalars.contains(where: URLsLineTokenizer.isDelimiter)
    }

    private static func quoted(_ word: String) -> String {
        var text = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
