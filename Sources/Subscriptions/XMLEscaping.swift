/// Escapes text for an XML 1.0 document written with double-quoted attributes.
enum XMLEscaping {
    /// `text` for a double-quoted attribute value: markup characters escaped, and tab and line
    /// breaks as character references (a reader turns literal ones into spaces).
    static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// `text` for element content.
    static func content(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// Characters XML 1.0 cannot carry at all (C0 controls, U+FFFE, U+FFFF) become U+FFFD.
    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
