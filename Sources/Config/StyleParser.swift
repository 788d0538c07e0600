import TerminalUI

/// Reads the config file's styles and colours: `"bold #ff8700 on 236"`, a foreground, `on` and a
/// background, and attributes, each optional. A colour is `#rrggbb`, a 256-colour index or a
/// name (`red`, `bright-blue`, `default`). A style replaces the element's whole style.
enum StyleParser {
    static let attributes = ["bold", "dim", "underline", "reverse", "plain"]
    static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The style `text` describes.
    static func style(_ text: String) throws(ValueProblem) -> CellStyle {
        var style = CellStyle.plain
        var expectsBackground = false
        var sawForeground = false
        for (word, offset) in words(text) {
            let lower = word.lowercased()
            if expectsBackground {
                style.background = try color(lower, offset: offset)
                expectsBackground = false
                continue
            }
            switch lower {
            case "bold": style.bold = true
            case "dim": style.dim = true
            case "underline": style.underline = true
            case "reverse": style.reverse = true
            case "plain": break
            case "on": expectsBackground = true
            default:
                guard !sawForeground else {
                    throw ValueProblem("'\(word)' is not an attribute (\(attributes.joined(separator: ", "))), and the foreground is already set; write 'on' before a background", offset: offset)
                }
                style.foreground = try color(lower, offset: offset, attributesToo: true)
                sawForeground = true
            }
        }
        if expectsBackground { throw ValueProblem("'on' must be followed by a background colour", offset: text.count) }
        return style
    }

    /// The colour `text` names.
    static func color(_ text: String, offset: Int = 0, attributesToo: Bool = false) throws(ValueProblem) -> TerminalColor {
        if text == "default" { return .defaultColor }
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
                throw ValueProblem("'\(text)' is not a colour: write #rrggbb with six hex digits", offset: offset)
            }
            return .rgb(RGB(hex: value))
        }
        if let index = Int(text) {
            guard (0...255).contains(index) else { throw ValueProblem("colour index \(index) is out of range (0 to 255)", offset: offset) }
            return .palette(UInt8(index))
        }
        if let index = colorNames.firstIndex(of: text) { return .palette(UInt8(index)) }
        if text.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(text.dropFirst(7))) {
            return .palette(UInt8(index + 8))
        }
        let names = ["default"] + colorNames + colorNames.map { "bright-" + $0 } + (attributesToo ? attributes : [])
        let what = attributesToo ? "colour or attribute" : "colour"
        throw ValueProblem("unknown \(what) '\(text)'\(NearestName.hint(for: text, among: names)); colours are #rrggbb, 0-255 or a name", offset: offset)
    }

    /// The words of `text` with their offsets in characters.
    private static func words(_ text: String) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var current = "", start = 0
        for (offset, character) in text.enumerated() {
            if character == " " || character == "\t" {
                if !current.isEmpty { result.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }

    /// The style written back as the config file reads it.
    static func text(of style: CellStyle) -> String {
        var words: [String] = []
        if style.foreground != .defaultColor { words.append(text(of: style.foreground)) }
        if style.background != .defaultColor { words += ["on", text(of: style.background)] }
        if style.bold { words.append("bold") }
        if style.dim { words.append("dim") }
        if style.underline { words.append("underline") }
        if style.reverse { words.append("reverse") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    /// A colour written back as the config file reads it.
    static func text(of color: TerminalColor) -> String {
        switch color {
        case .defaultColor: return "default"
        case .palette(let index) where index < 8: return colorNames[Int(index)]
        case .palette(let index) where index < 16: return "bright-" + colorNames[Int(index) - 8]
        case .palette(let index): return String(index)
        case .rgb(let rgb):
            let hex = String(UInt32(rgb.r) << 16 | UInt32(rgb.g) << 8 | UInt32(rgb.b), radix: 16)
            return "#" + String(repeating: "0", count: 6 - hex.count) + hex
        }
    }
}
