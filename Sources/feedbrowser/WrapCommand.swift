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
        let options = TextOptions(ambiguousIsWide: ambiguousWide, tabStop: tabColumns)
        let width = columns
        // Read once: the property wrapper's getter looks up generic metadata on every call.
        let printsBreaks = breaks
        let stdout = StandardOutput()
        // Where the piece's offsets start in the whole (repaired) text, for --breaks.
        var pieceStart = 0
        try StandardInput.forEachPiece { (piece, isLast) throws(TextLayoutError) in
            var text = piece
            if isLast {
                // No input, no lines (as fold does); a lone "\n" is still one empty line.
                guard !piece.isEmpty else { return }
                // The final line break (LF, CR LF or CR) ends the last line rather than starting
                // an empty one: a file with Windows line ends wraps to as many lines as with LFs.
                text = UnsafeBufferPointer(rebasing: piece.dropLast(Self.finalBreakLength(piece)))
            }
            // The engine checks the bytes as UTF-8 while it wraps them; invalid UTF-8 becomes
            // U+FFFD, once, and the lines after it are slices of the repaired copy.
            if printsBreaks {
                var length = 0
                try TextWrapper.forEachLine(inUnchecked: text, width: width, options: options) { bytes, start, end, lineWidth in
                    length = bytes.count
                    stdout.append("\(pieceStart + start)..<\(pieceStart + end) width=\(lineWidth)\n")
                }
                pieceStart += length + 1
            } else {
                try stdout.fill { (buffer, filled, flush) throws(TextLayoutError) in
                    try TextWrapper.writeLines(ofUnchecked: text, width: width, options: options, into: buffer, filled: &filled, flush: flush)
                }
            }
        }
        try stdout.check()
    }

    /// The bytes of the line break `text` ends in: 2 for CR LF, 1 for LF or CR, else 0.
    static func finalBreakLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let last = text.last, last == 0x0A || last == 0x0D else { return 0 }
        return last == 0x0A && text.count >= 2 && text[text.count - 2] == 0x0D ? 2 : 1
    }
}
