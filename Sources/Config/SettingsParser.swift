import FeedBrowserCore
import TerminalUI
import TOMLKit

/// Reads the config file: bytes in, the settings and every mistake out. Nothing here fails: a
/// mistake is reported at its line and column and its setting keeps the default, so the app
/// always starts. Syntax errors come from TOMLKit; their line is left out and the rest read again.
public enum SettingsParser {
    /// Syntax errors reported before the rest of the file is given up.
    static let maximumSyntaxErrors = 20

    /// The settings `bytes` (a config.toml) give, and what was wrong in it, in file order.
    public static func parse(_ bytes: [UInt8]) -> (settings: Settings, diagnostics: [ConfigDiagnostic]) {
        var diagnostics: [ConfigDiagnostic] = []
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return (Settings(), [invalidUTF8(bytes)])
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if let nul = line.firstIndex(of: "\0") {
                diagnostics.append(ConfigDiagnostic(line: index + 1, column: line.distance(from: line.startIndex, to: nul) + 1,
                                                    message: "a NUL character; the line was ignored"))
                lines[index] = ""
            }
        }
        var table: TOMLTable?
        while table == nil {
            // Again after each line left out: what follows a broken line reads differently.
            for (index, diagnostic) in TOMLPreflight.check(lines) {
                diagnostics.append(diagnostic)
                lines[index] = ""
            }
            let source = lines.joined(separator: "\n")
            do {
                table = try TOMLTable(string: source)
            } catch let error as TOMLParseError {
                let line = error.source.begin.line
                let lineText: String? = lines.indices.contains(line - 1) ? lines[line - 1] : nil
                let (column, message) = syntaxMessage(error.description, line: lineText, column: error.source.begin.column)
                diagnostics.append(ConfigDiagnostic(line: line, column: column, message: message))
                guard (1...lines.count).contains(line), !lines[line - 1].isEmpty, diagnostics.count < maximumSyntaxErrors else {
                    return (Settings(), sorted(diagnostics))
                }
                lines[line - 1] = ""
            } catch {
                return (Settings(), sorted(diagnostics + [ConfigDiagnostic(line: 1, column: 1, message: "\(error)")]))
            }
        }
        var reader = TableReader(root: table!, map: ConfigSourceMap(source: lines.joined(separator: "\n")))
        reader.read()
        return (reader.settings, sorted(diagnostics + reader.diagnostics))
    }

    private static func sorted(_ diagnostics: [ConfigDiagnostic]) -> [ConfigDiagnostic] {
        diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The message and column of a syntax error: a string left open (toml++ speaks of the line
    /// feed after it as an "unescaped control character") is said to be open, at its quote.
    private static func syntaxMessage(_ description: String, line: String?, column: Int) -> (column: Int, message: String) {
        if description.contains("control characters other than TAB"), let line, column > line.count, let quote = openQuote(in: line) {
            return (line.distance(from: line.startIndex, to: quote) + 1,
                    "this string is not closed: end it with \(line[quote]) on the same line")
        }
        return (column, syntaxMessage(description, line: line))
    }

    /// The quote of the string still open at the end of `line` (a `\` escapes in "…" only).
    private static func openQuote(in line: String) -> String.Index? {
        var open: String.Index?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let quote = open {
                if character == "\\" && line[quote] == "\"" {
                    index = line.index(after: index)
                    if index == line.endIndex { break }
                } else if character == line[quote] {
                    open = nil
                }
            } else if character == "\"" || character == "'" {
                open = index
            } else if character == "#" {
                break
            }
            index = line.index(after: index)
        }
        return open
    }

    /// toml++'s message with its first letter lowered, as the other messages read; a bare word
    /// after `=` (`theme = dark`, as other programs' configs write it) is said to need its quotes.
    private static func syntaxMessage(_ description: String, line: String?) -> String {
        if description.contains("could not determine value type"), let line, let equals = line.firstIndex(of: "=") {
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if !key.isEmpty, !value.isEmpty, !value.contains("\""), !value.contains("'") {
                return "the value \(value) needs quotes: write \(key) = \"\(value)\" (only true, false and numbers go without)"
            }
        }
        guard let first = description.first else { return "not valid TOML" }
        return first.lowercased() + description.dropFirst()
    }

    /// Where the first byte that is not UTF-8 is.
    private static func invalidUTF8(_ bytes: [UInt8]) -> ConfigDiagnostic {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return ConfigDiagnostic(line: line, column: column, message: "the file is not UTF-8 text, so none of it was used")
    }
}
