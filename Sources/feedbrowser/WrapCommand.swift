import ArgumentParser
import Foundation
import TextLayout

/// `feedbrowser wrap --width N [--breaks]`: the wrapping engine as a Unicode-aware `fold -s`.
struct WrapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wrap",
        abstract: "Wrap standard input at a width in terminal columns."
    )

    @Option(name: .long, help: "Line width in columns (at least 1).")
    var width: Int

    @Flag(name: .long, help: "Print the line ranges (UTF-8 byte offsets) and widths instead of the lines.")
    var breaks = false

    @Option(name: .long, help: "Tab stop interval in columns.")
    var tabStop = 8

    @Flag(name: .long, help: "Count East Asian Ambiguous characters as 2 columns.")
    var ambiguousWide = false

    func validate() throws {
        guard width > 0 else { throw CommandFailure.badValue("--width must be at least 1 column (got \(width)).") }
        guard tabStop > 0 else { throw CommandFailure.badValue("--tab-stop must be at least 1 column (got \(tabStop)).") }
    }

    func run() throws {
        let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        // No input, no lines (as fold does); a lone "\n" is still one empty line.
        guard !input.isEmpty else { return }
        let text = input.hasSuffix("\n") ? String(input.dropLast()) : input
        let options = TextOptions(ambiguousIsWide: ambiguousWide, tabStop: tabStop)
        let lines = try TextWrapper.wrap(text, width: width, options: options)
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
