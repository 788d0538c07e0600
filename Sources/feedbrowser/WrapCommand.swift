import ArgumentParser
import Foundation
import TextLayout

/// `feedbrowser wrap --width N [--breaks]`: the wrapping engine as a Unicode-aware `fold -s`.
struct WrapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wrap",
        abstract: "Wrap standard input at a width in terminal columns."
    )

    // Read as text, so that "-1" or "abc" get the one-line message below, not the usage text.
    @Option(name: .long, parsing: .unconditional, help: "Line width in columns (at least 1).")
    var width: String

    @Flag(name: .long, help: "Print the line ranges (UTF-8 byte offsets) and widths instead of the lines.")
    var breaks = false

    @Option(name: .long, parsing: .unconditional, help: "Tab stop interval in columns.")
    var tabStop = "8"

    @Flag(name: .long, help: "Count East Asian Ambiguous characters as 2 columns.")
    var ambiguousWide = false

    func validate() throws {
        try Self.checkColumns(width, option: "--width")
        try Self.checkColumns(tabStop, option: "--tab-stop")
    }

    /// A column count is a whole number from 1 up; digits beyond Int's range say so.
    private static func checkColumns(_ text: String, option: String) throws {
        if let value = Int(text), value > 0 { return }
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), text.contains(where: { $0 != "0" }) {
            throw CommandFailure.badValue("\(option) is too large (got '\(text)'; at most \(Int.max)).")
        }
        throw CommandFailure.badValue("\(option) must be a whole number of columns, at least 1 (got '\(text)').")
    }

    /// `--width` as a number; 0 when it is not one (refused by `validate`).
    private var columns: Int { Int(width) ?? 0 }
    private var tabColumns: Int { Int(tabStop) ?? 0 }

    func run() throws {
        let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        // No input, no lines (as fold does); a lone "\n" is still one empty line.
        guard !input.isEmpty else { return }
        let text = input.hasSuffix("\n") ? String(input.dropLast()) : input
        let options = TextOptions(ambiguousIsWide: ambiguousWide, tabStop: tabColumns)
        let lines = try TextWrapper.wrap(text, width: columns, options: options)
        var output = ""
        for line in lines {
            if breaks {
                let start = text.utf8.distance(from: text.startIndex, to: line.range.lowerBound)
                let end = text.utf8.distance(from: text.startIndex, to: line.range.upperBound)
                output += "\(start)..<\(end) width=\(line.width)\n"
            } else {
                output += text[line.range] + "\n"
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
