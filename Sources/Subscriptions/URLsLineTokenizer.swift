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
        var line = line
        return line.withUTF8(tokens(ofUTF8:))
    }

    /// The same rules on the line's UTF-8: every byte they look at is ASCII, and no byte of a
    /// longer character is, so words are cut and copied as bytes. (Appended a character at a
    /// time, the words of a 500-line file were most of the time the library's start spent on
    /// it.) Columns count characters (Unicode scalars), as before.
    private static func tokens(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Result<[URLsToken], UnterminatedQuote> {
        var tokens: [URLsToken] = []
        var counted = 0
        var scalarsBefore = 0
        func column(at position: Int) -> Int {
            while counted < position {
                if bytes[counted] & 0xC0 != 0x80 { scalarsBefore += 1 }
                counted += 1
            }
            return scalarsBefore + 1
        }
        var index = 0
        while index < bytes.count {
            if isDelimiter(byte: bytes[index]) {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "#") { break }
            let start = index
            let text: String
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var word: [UInt8] = []
                var closed = false
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                    if byte == UInt8(ascii: "\\"), index < bytes.count {
                        word.append(unescaped(bytes[index]))
                        index += 1
                    } else {
                        word.append(byte)
                    }
                }
                guard closed else { return .failure(UnterminatedQuote(column: column(at: start))) }
                text = String(decoding: word, as: UTF8.self)
            } else {
                while index < bytes.count, !isDelimiter(byte: bytes[index]) { index += 1 }
                text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            tokens.append(URLsToken(text: text, column: column(at: start)))
        }
        return .success(tokens)
    }

    private static func isDelimiter(byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    static func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }

    /// The byte an escape stands for: `\n`, `\r` and `\t`, else the byte itself (the
    /// first byte of a longer character stays, and its other bytes follow as written).
    private static func unescaped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        default: byte
        }
    }
}
