import Feeds

extension TextMark {
    /// `marks` as the `textMarks` column of `item` stores them: "kind:start-end" separated by spaces, the kind
    /// a letter (h heading, s strong, e emphasis, c code, p preformatted, q quote) or "l" and the
    /// link's index ("l2:40-52"). Short, and readable in the sqlite3 shell.
    static func stored(_ marks: [TextMark]) -> String {
        marks.map { mark in
            let kind: String
            switch mark.kind {
            case .heading: kind = "h"
            case .strong: kind = "s"
            case .emphasis: kind = "e"
            case .code: kind = "c"
            case .preformatted: kind = "p"
            case .quote: kind = "q"
            case .link(let index): kind = "l\(index)"
            }
            return "\(kind):\(mark.start)-\(mark.end)"
        }.joined(separator: " ")
    }

    /// The marks of a `textMarks` column; a piece that does not read as one is left out (the text
    /// shows plainer, never wrong: the detail checks every mark against its text).
    static func fromStored(_ text: String) -> [TextMark] {
        text.split(separator: " ").compactMap { piece -> TextMark? in
            let parts = piece.split(separator: ":")
            guard parts.count == 2, let code = parts[0].first else { return nil }
            let range = parts[1].split(separator: "-")
            guard range.count == 2, let start = Int(range[0]), let end = Int(range[1]) else { return nil }
            let kind: Kind
            switch code {
            case "h": kind = .heading
            case "s": kind = .strong
            case "e": kind = .emphasis
            case "c": kind = .code
            case "p": kind = .preformatted
            case "q": kind = .quote
            case "l":
                guard let index = Int(parts[0].dropFirst()), index >= 0 else { return nil }
                kind = .link(index: index)
            default: return nil
            }
            return TextMark(kind, start: start, end: end)
        }
    }
}
