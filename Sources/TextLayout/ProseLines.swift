/// The wrap engine's fast path for prose: lines of printable ASCII and two-byte word characters
/// (é, ß, Ω, ж) that end at spaces or line feeds. This is the one Latin fast path: `wrap`,
/// `lineCount` and so CellLayout's row heights all go through it.
///
/// A line is checked, not classified: the bytes up to `width` columns ahead are tested eight at a
/// time for being printable ASCII (two-byte word characters one by one, from a small table). If
/// the first column past the line falls inside a word of letters and digits, between which
/// UAX #14 never breaks (LB23, LB25, LB28; `BreakAutomaton` checks it), on the punctuation right
/// after such a word, or on spaces, the line
/// ends at the spaces before that word, provided the automaton allows a break after them (the
/// state after spaces depends only on the scalar before them). Lines ending in anything else
/// (punctuation at the overflow, a word longer than the line, a control, another script) are
/// left to `LineJump` and the general scan, and the next line is tried here again.
/// Runs many lines per call so that their state stays in registers. No allocation.
enum ProseLines {
    /// Where the fast path stopped: the start of the first line it did not do, with the state
    /// the general engine resumes with there; `finished` when it did the last line.
    struct Stop {
        var lineStart: Int
        var row: Int
        var graphemes: GraphemeBreakState
        var finished: Bool
    }

    /// With `CheckedUTF8`, each two-byte character is checked before it counts (see `WrapEngine.run`).
    static func run<Sink: LineSink, Check: UTF8Check>(_ bytes: UnsafePointer<UInt8>, count n: Int, lineStart start: Int, row startRow: Int,
                                                      graphemes startGraphemes: GraphemeBreakState, width: Int, ambiguousIsWide: Bool,
                                                      automaton: BreakAutomaton, into sink: inout Sink,
                                                      checking: Check.Type) throws(Check.Failure) -> Stop {
        var lineStart = start
        var row = startRow
        var graphemes = startGraphemes
        // A Prepend before the line's first character would join it (GB9b): not prose.
        guard graphemes.previousProperty != .prepend else {
            return Stop(lineStart: lineStart, row: row, graphemes: graphemes, finished: false)
        }
        let ascii = automaton.ascii
        let twoByteWord = automaton.twoByteWord
        let transitions = automaton.transitions
        let rowAfterSpaces = automaton.rowAfterSpaces
        let letter = automaton.wordSymbols.letter
        let digit = automaton.wordSymbols.digit
        let rowAfterLineFeed = Int(automaton.rowAfter[Int(ascii[0x0A] & 0xFF)])
        let afterLineFeed = GraphemeBreakState(resumingAfter: .lf, pictographic: false)
        let ambiguousColumns = ambiguousIsWide ? 2 : 1

        line: while lineStart < n {
            var index = lineStart
            // The byte that would start column `width` if each byte so far took one column.
            var target = lineStart + width
            // 1. Everything before the target must be printable ASCII or two-byte word characters.
            while index < target {
                if index + 8 <= n {
                    let remaining = target - index
                    let printable = PrintableASCII.leadingCount(bytes + index, remaining: remaining)
                    index += printable
                    if printable == min(remaining, 8) { continue }
                } else if index < n && bytes[index] &- 0x20 < 0x5F {
                    index += 1
                    continue
                }
                guard index < n else { break }
                let lead = bytes[index]
                if lead == 0x0A {
                    // A mandatory break inside the line; the spaces before it hang.
                    var end = index
                    while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                    guard rowAfterLineFeed >= 0 else { break line }
                    sink.line(start: lineStart, end: end, width: width - (target - end))
                    lineStart = index + 1
                    row = rowAfterLineFeed
                    graphemes = afterLineFeed
                    continue line
                }
                guard lead &- 0xC2 < 0x1E, index + 1 < n else { break line }
                try Check.trail(bytes[index + 1])
                let kind = Int(BreakAutomaton.twoByteWordEntry(twoByteWord, lead: lead, trail: bytes[index + 1])) & 3
                guard kind != 0 else { break line }
                let w = kind == 3 ? ambiguousColumns : 1
                // A two-column letter in the last column: rare (wide ambiguous only); not here.
                guard index + w <= target else { break line }
                index += 2
                target += 2 - w
            }
            if index >= n {
                // The rest fits: the last line, without its trailing spaces.
                var end = n
                while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                sink.line(start: lineStart, end: end, width: width - (target - end))
                return Stop(lineStart: n, row: row, graphemes: graphemes, finished: true)
            }

            // 2. At the target (column `width`): where does the word after the break start?
            var wordStart = index
            var wordColumns = 0
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A {
                // Spaces hang past the width; a line feed right after them ends the line.
                var next = index
                while next < n && bytes[next] == 0x20 { next += 1 }
                if next == n || bytes[next] == 0x0A {
                    guard next == n || rowAfterLineFeed >= 0 else { break line }
                    var end = index
                    while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                    sink.line(start: lineStart, end: end, width: width - (target - end))
                    if next == n { return Stop(lineStart: n, row: row, graphemes: graphemes, finished: true) }
                    lineStart = next + 1
                    row = rowAfterLineFeed
                    graphemes = afterLineFeed
                    continue line
                }
                wordStart = next
            } else {
                // Everything back to the spaces must be word characters (all non-ASCII there is
                // two-byte word characters: step 1 checked it); the overflow itself may also be
                // ASCII punctuation, as no break lies between a word character and any printable
                // ASCII (LB13, LB19, LB21, LB24, LB25, LB30; `BreakAutomaton` checks it).
                if byte < 0x80 {
                    guard byte &- 0x21 < 0x5E else { break line }
                } else {
                    guard byte &- 0xC2 < 0x1E, index + 1 < n,
                          BreakAutomaton.twoByteWordEntry(twoByteWord, lead: byte, trail: bytes[index + 1]) != 0 else { break line }
                    try Check.trail(bytes[index + 1])
                }
                while wordStart > lineStart {
                    let before = bytes[wordStart - 1]
                    if before < 0x80 {
                        guard ascii[Int(before)] & 0x400 != 0 else { break }
                        wordStart -= 1
                        wordColumns += 1
                    } else {
                        wordStart -= 2
                        if ambiguousIsWide {
                            let kind = BreakAutomaton.twoByteWordEntry(twoByteWord, lead: bytes[wordStart], trail: before) & 3
                            wordColumns += kind == 3 ? 2 : 1
                        } else {
                            wordColumns += 1
                        }
                    }
                }
                // A word longer than the line, or punctuation before it: not here.
                guard wordStart > lineStart, bytes[wordStart - 1] == 0x20 else { break line }
            }
            var spacesStart = wordStart
            while spacesStart > lineStart && bytes[spacesStart - 1] == 0x20 { spacesStart -= 1 }
            guard spacesStart > lineStart else { break line }

            // 3. Is a break allowed after the spaces, before the word? (LB13-LB17 say no before
            //    some punctuation, or after "(" and some quotes.)
            let last = bytes[spacesStart - 1]
            let lastSymbol = last < 0x80 ? Int(ascii[Int(last)] & 0xFF)
                : (BreakAutomaton.twoByteWordEntry(twoByteWord, lead: bytes[spacesStart - 2], trail: last) & 4 != 0 ? digit : letter)
            let rowAfter = Int(rowAfterSpaces[lastSymbol])
            guard rowAfter >= 0 else { break line }
            let first = bytes[wordStart]
            let firstSymbol: Int
            if first < 0x80 {
                // Step 1 checked only bytes before the target; spaces may run past it.
                guard first &- 0x20 < 0x5F else { break line }
                firstSymbol = Int(ascii[Int(first)] & 0xFF)
            } else {
                guard first &- 0xC2 < 0x1E, wordStart + 1 < n else { break line }
                try Check.trail(bytes[wordStart + 1])
                let kind = BreakAutomaton.twoByteWordEntry(twoByteWord, lead: first, trail: bytes[wordStart + 1])
                guard kind != 0 else { break line }
                firstSymbol = kind & 4 != 0 ? digit : letter
            }
            var action = transitions[rowAfter + firstSymbol] & 3
            if action == 3 {
                action = try LineBreakState.nextClass(bytes, from: wordStart + (first < 0x80 ? 1 : 2), end: n, checking: Check.self) == .NU ? 0 : 1
            }
            guard action == 1 else { break line }
            sink.line(start: lineStart, end: spacesStart,
                      width: width - wordColumns - (min(wordStart, index) - spacesStart))
            lineStart = wordStart
            row = rowAfter
            graphemes = GraphemeBreakState.afterASCII
        }
        return Stop(lineStart: lineStart, row: row, graphemes: graphemes, finished: false)
    }
}
