/// Splits one urls-file line into words as newsboat's `tokenize_quoted` does.
///
/// Words are separated by spaces, tabs or a carriage return (CRLF files). A word that starts with
/// `"` runs to the next unescaped `"` and may hold spaces; inside it `\"`, `\\`, `\n`, `\r` and
/// `\t` are escapes and any other `\x` is `x`. A word outside quotes is taken as written: a `#`
/// or `\` inside it is part of it. A `#` where a word would start begins a comment to the end of
/// the line, so `https://example.org/#top` is a URL while `https://example.org/ #top` is a URL
/// and a comment. As in newsboat, the next word may start right after a closing quote.
enum URLsLineTokenizer {
    /// The words of `line`, or the column of a quote that is never closed.
    static func tokens(of line: String) -> Result<[URLsToken], UnterminatedQuote> {
        let scalars = Array(line.unicodeScalars)
        var tokens: [URLsToken] = []
        var index = 0
        while index < scalars.count {
            if isDelimiter(scalars[index]) {
                index += 1
                continue
            }
            if scalars[index] == "#" { break }
            let start = index
            var text = String.UnicodeScalarView()
            if scalars[index] == "\"" {
                index += 1
                var closed = false
                while index < scalars.count {
                    let scalar = scalars[index]
                    index += 1
                    if scalar == "\"" {
                        closed = true
                        break
                    }
                    if scalar == "\\", index < scalars.count {
                        text.append(unescaped(scalars[index]))
                        index += 1
                    } else {
                        text.append(scalar)
                    }
                }
                guard closed else { return .failure(UnterminatedQuote(column: start + 1)) }
            } else {
                while index < scalars.count, !isDelimiter(scalars[index]) {
                    text.append(scalars[index])
                    index += 1
                }
            }
            tokens.append(URLsToken(text: String(text), column: start + 1))
        }
        return .success(tokens)
    }

    static func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }

    private static func unescaped(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "n": "\n"
        case "r": "\r"
        case "t": "\t"
        default: scalar
        }
    }
}
