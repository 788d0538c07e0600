// PLACEHOLDER FACADE written by the coordinator so dependent targets compile from the start.
// The TextLayout owner replaces the internals (tables, UAX #14, fast paths) and splits this file,
// keeping these public signatures (they may be extended, not broken).

/// Options that change how wide text is and how it wraps.
public struct TextOptions: Sendable, Equatable {
    /// East Asian Ambiguous characters take 2 columns when true (CJK locales), else 1.
    public var ambiguousIsWide: Bool
    /// Tab stops every `tabStop` columns.
    public var tabStop: Int

    public init(ambiguousIsWide: Bool = false, tabStop: Int = 8) {
        self.ambiguousIsWide = ambiguousIsWide
        self.tabStop = tabStop
    }

    public static let standard = TextOptions()
}

/// Errors the text engine reports instead of crashing.
public enum TextLayoutError: Error, Equatable, Sendable {
    /// Wrapping needs a width of at least one column.
    case nonPositiveWidth(Int)
}

/// One wrapped line: a range into the original string (no copy) and its width in columns.
public struct WrappedLine: Sendable, Equatable {
    public let range: Range<String.Index>
    public let width: Int
    public init(range: Range<String.Index>, width: Int) {
        self.range = range
        self.width = width
    }
}

/// Display width of grapheme clusters in terminal columns.
public enum DisplayWidth {
    /// Columns one grapheme cluster occupies (0, 1 or 2).
    public static func of(_ character: Character, options: TextOptions = .standard) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return first.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    /// Columns a whole string occupies on one line (tabs not expanded).
    public static func of<S: StringProtocol>(_ text: S, options: TextOptions = .standard) -> Int {
        var total = 0
        for character in text { total += of(character, options: options) }
        return total
    }
}

/// Wraps text into lines no wider than a width in columns.
public enum TextWrapper {
    /// The wrapped lines of `text` at `width` columns.
    public static func wrap(_ text: String, width: Int, options: TextOptions = .standard) throws(TextLayoutError) -> [WrappedLine] {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        var lines: [WrappedLine] = []
        var lineStart = text.startIndex
        var lineWidth = 0
        var lastSpace: (index: String.Index, width: Int)? = nil
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\n" || character == "\r\n" {
                lines.append(WrappedLine(range: lineStart..<index, width: lineWidth))
                lineStart = next; lineWidth = 0; lastSpace = nil; index = next
                continue
            }
            let w = DisplayWidth.of(character, options: options)
            if lineWidth + w > width && character != " " {
                if let space = lastSpace {
                    lines.append(WrappedLine(range: lineStart..<space.index, width: space.width))
                    lineStart = text.index(after: space.index)
                    lineWidth = DisplayWidth.of(text[lineStart..<index], options: options)
                } else if lineStart < index {
                    lines.append(WrappedLine(range: lineStart..<index, width: lineWidth))
                    lineStart = index; lineWidth = 0
                }
                lastSpace = nil
            }
            if character == " " { lastSpace = (index, lineWidth) }
            lineWidth += w
            index = next
        }
        lines.append(WrappedLine(range: lineStart..<text.endIndex, width: min(lineWidth, width)))
        return lines
    }

    /// How many lines `text` takes at `width` columns, without building the lines.
    public static func lineCount(_ text: String, width: Int, options: TextOptions = .standard) throws(TextLayoutError) -> Int {
        try wrap(text, width: width, options: options).count
    }
}

/// Shortening text with an ellipsis, never splitting a grapheme cluster.
public enum Truncation {
    /// The first `maxCharacters` characters of `text`, plus "…" when anything was cut.
    public static func truncate(_ text: String, maxCharacters: Int) -> String {
        text.count <= maxCharacters ? text : String(text.prefix(maxCharacters)) + "…"
    }

    /// `text` shortened to at most `columns` columns, ending in "…" when anything was cut.
    public static func truncate(_ text: String, toColumns columns: Int, options: TextOptions = .standard) -> String {
        guard DisplayWidth.of(text, options: options) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character, options: options)
            if used + w > columns - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}

/// Makes feed text safe for the canvas: no control characters or escape sequences survive.
public enum Sanitizer {
    /// `text` with C0/C1 controls, ESC sequences and DEL removed; newlines and tabs kept.
    public static func sanitize(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09: out.append(scalar)
            case 0x00..<0x20, 0x7F..<0xA0: continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
