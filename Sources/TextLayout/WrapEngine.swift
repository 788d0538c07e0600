/// Greedy (first-fit) line filling over UTF-8 bytes: UAX #14 break opportunities, grapheme
/// cluster boundaries and column widths in one pass, without building `Character`s or strings.
///
/// How a line ends:
/// - at a mandatory break (LF, CR LF, CR, VT, FF, NEL, U+2028, U+2029); the break character is
///   not part of any line;
/// - at the last break opportunity that is also a cluster boundary, when the next visible
///   cluster would not fit; whitespace (spaces, tabs) before the break hangs: it is neither
///   counted nor inside the line's range;
/// - inside a word wider than the line, at the cluster boundary before the cluster that does not
///   fit. A single cluster wider than the whole line (a wide character at width 1) gets a line of
///   its own: the only case where a line is wider than `width`.
///
/// When a line breaks at an earlier opportunity, the engine rewinds to it and rescans the rest of
/// the word on the new line; that keeps tab stops exact and costs one word per line.
///
/// Speed, fastest first: `ProseLines` does runs of prose lines (printable ASCII and two-byte
/// letters breaking at spaces) in one tight loop; `LineJump` finds most other line ends by
/// counting columns (eight ASCII bytes at a time) and applying the break rules near the end
/// only; `AsciiRun` scans printable ASCII with one table load per byte; the general step below
/// uses `BreakAutomaton` (a table) for line breaks and `LineBreakState` only for the rare
/// classes the table does not cover.
/// Complexity: O(n) in the byte count plus the rescanned words. No allocation.
enum WrapEngine {
    /// Wraps `buffer` at `width` columns into `sink`. `useAutomaton: false` runs the full state
    /// machines only, without table or jumps (tests compare both). With `CheckedUTF8` the bytes
    /// are checked as they are read, and the first invalid sequence stops the run (throws) before
    /// any line that depends on it: the lines given so far are those of the repaired text.
    static func run<Sink: LineSink, Check: UTF8Check>(_ buffer: UnsafeBufferPointer<UInt8>, width requestedWidth: Int, options: TextOptions,
                                                      into sink: inout Sink, useAutomaton: Bool = true,
                                                      checking: Check.Type = TrustedUTF8.self) throws(Check.Failure) {
        let n = buffer.count
        guard n > 0, let bytes = buffer.baseAddress else {
            sink.line(start: 0, end: 0, width: 0)
            return
        }
        let table = UnicodeProperties.table
        let automaton = BreakAutomaton.shared
        let transitions = automaton.transitions
        let asciiInfo = automaton.ascii
        let letterRow = automaton.letterRow
        let ambiguousIsWide = options.ambiguousIsWide
        let tabStop = min(max(options.tabStop, 1), TextOptions.largestTabStop)
        // No line of these bytes can be wider than this, so the result is the same, and the
        // line-end arithmetic (line start + width) cannot overflow for a width such as Int.max.
        let width = min(requestedWidth, n * max(2, tabStop) + 1)

        // Line-break state: an automaton row, or the full state machine for the rare classes.
        var inAutomaton = useAutomaton
        var row = 0
        var lineBreaks = LineBreakState()
        var graphemes = GraphemeBreakState()
        var lastClass: LineBreakClass = .AL

        var index = 0
        var lineStart = 0
        var column = 0
        // The run of hanging whitespace the line currently ends in, if any.
        var inWhitespace = false
        var whitespaceStart = 0
        var whitespaceColumn = 0
        // The cluster being read: where it started and how wide it is so far.
        var clusterStart = 0
        var clusterColumn = 0
        var clusterWidth = 0
        // The last usable break opportunity on this line, with the state to rewind to.
        var hasCandidate = false
        var candidateOffset = 0
        var candidateEnd = 0
        var candidateWidth = 0
        var candidateInAutomaton = true
        var candidateRow = 0
        var candidateLineBreaks = lineBreaks
        var candidateGraphemes = graphemes
        // Lines before this offset are scanned scalar by scalar (the jump gave up on them).
        var nextJump = useAutomaton ? 0 : Int.max

        while index < n {
            if index == lineStart && lineStart >= nextJump && inAutomaton {
                let stop = try ProseLines.run(bytes, count: n, lineStart: lineStart, row: row, graphemes: graphemes, width: width,
                                              ambiguousIsWide: ambiguousIsWide, automaton: automaton, into: &sink, checking: Check.self)
                if stop.finished { return }
                if stop.lineStart > lineStart {
                    lineStart = stop.lineStart
                    index = lineStart
                    row = stop.row
                    graphemes = stop.graphemes
                    column = 0
                    inWhitespace = false
                    hasCandidate = false
                    lastClass = .AL
                    // The line it stopped at goes to the jump (or the text ended with a line feed).
                    if index >= n { continue }
                }
                switch try LineJump.next(bytes, count: n, lineStart: lineStart, width: width, graphemes: graphemes,
                                         ambiguousIsWide: ambiguousIsWide, automaton: automaton, table: table, checking: Check.self) {
                case .restFits(let end, let lineWidth):
                    sink.line(start: lineStart, end: end, width: lineWidth)
                    return
                case .line(let end, let lineWidth, let next, let nextRow, let nextGraphemes):
                    sink.line(start: lineStart, end: end, width: lineWidth)
                    lineStart = next
                    index = next
                    row = nextRow
                    graphemes = nextGraphemes
                    column = 0
                    inWhitespace = false
                    hasCandidate = false
                    // A final line feed's empty line comes from the code after the loop.
                    lastClass = .AL
                    continue
                case .scan:
                    nextJump = lineStart + 1
                }
            }
            if inAutomaton && graphemes.previousProperty != .prepend {
                // Printable ASCII in a separate tight loop (few live values, so they stay in
                // registers); it stops at anything unusual for the general step below.
                let runStart = index
                var run = AsciiRun(index: index, lineStart: lineStart, column: column, row: row,
                                   inWhitespace: inWhitespace, whitespaceStart: whitespaceStart,
                                   whitespaceColumn: whitespaceColumn)
                AsciiRun.advance(&run, bytes: bytes, count: n, width: width, transitions: transitions,
                                 asciiInfo: asciiInfo, letterRow: letterRow)
                if run.index > runStart {
                    if run.hasCandidate {
                        hasCandidate = true
                        candidateOffset = run.candidateOffset
                        candidateEnd = run.candidateEnd
                        candidateWidth = run.candidateWidth
                        candidateInAutomaton = true
                        candidateRow = run.candidateRow
                        candidateGraphemes = run.candidateOffset == runStart ? graphemes : GraphemeBreakState.afterASCII
                    }
                    index = run.index
                    column = run.column
                    row = run.row
                    inWhitespace = run.inWhitespace
                    whitespaceStart = run.whitespaceStart
                    whitespaceColumn = run.whitespaceColumn
                    clusterStart = index - 1
                    clusterColumn = column - 1
                    clusterWidth = 1
                    graphemes = GraphemeBreakState.afterASCII
                    lastClass = .AL
                    if index >= n { break }
                }
            }

            let scalar: UInt32
            let length: Int
            if bytes[index] < 0x80 {
                scalar = UInt32(bytes[index])
                length = 1
            } else {
                try Check.scalar(bytes, at: index, end: n)
                (scalar, length) = UTF8Decoder.decode(bytes, at: index)
            }
            let properties = table.properties(scalar)
            let raw = properties.lineBreak
            let graphemeProperty = properties.graphemeBreak
            let pictographic = properties.isExtendedPictographic

            var symbol = BreakAutomaton.noSymbol
            if inAutomaton {
                symbol = automaton.symbol(of: properties, scalar: scalar)
                if symbol == BreakAutomaton.noSymbol {
                    // Leave the table: continue with the full state its row stands for.
                    inAutomaton = false
                    lineBreaks = automaton.state(atRow: row)
                }
            }

            let action: BreakAction
            var nextRow = 0
            var decision = LineBreakState.Decision(action: .prohibited, resolved: .AL, attached: false)
            var flags = LineBreakState.Flags(rawValue: 0)
            if inAutomaton {
                let entry = transitions[row + Int(symbol)]
                var code = UInt8(truncatingIfNeeded: entry & 3)
                if code == 3 {
                    code = try LineBreakState.nextClass(bytes, from: index + length, end: n, checking: Check.self) == .NU ? 0 : 1
                }
                action = unsafeBitCast(code, to: BreakAction.self)
                nextRow = Int(entry >> 2)
            } else {
                flags = LineBreakState.Flags(properties, scalar: scalar)
                // The state machine may look one scalar ahead (LB25, LB28a): checked here first.
                if Check.checks { _ = try LineBreakState.nextClass(bytes, from: index + length, end: n, checking: Check.self) }
                decision = lineBreaks.decide(raw, flags: flags, bytes: bytes, next: index + length, end: n)
                action = decision.action
            }
            let plain = graphemes.plainBoundary(before: graphemeProperty, extendedPictographic: pictographic)
            let boundary = plain ?? graphemes.isBoundary(before: graphemeProperty, extendedPictographic: pictographic)

            if index > lineStart {
                if action == .mandatory {
                    sink.line(start: lineStart, end: inWhitespace ? whitespaceStart : index,
                              width: inWhitespace ? whitespaceColumn : column)
                    lineStart = index
                    column = 0
                    inWhitespace = false
                    hasCandidate = false
                } else if action == .allowed && boundary {
                    let end = inWhitespace ? whitespaceStart : index
                    if end > lineStart {
                        hasCandidate = true
                        candidateOffset = index
                        candidateEnd = end
                        candidateWidth = inWhitespace ? whitespaceColumn : column
                        candidateInAutomaton = inAutomaton
                        candidateGraphemes = graphemes
                        if inAutomaton {
                            candidateRow = row
                        } else {
                            candidateLineBreaks = lineBreaks
                        }
                    }
                }
            }

            var w: Int
            if scalar == 0x09 {
                w = tabStop - column % tabStop
                if boundary { clusterStart = index; clusterColumn = column; clusterWidth = w }
            } else {
                if boundary { clusterStart = index; clusterColumn = column }
                w = ClusterWidth.columns(of: scalar, properties, startsCluster: boundary,
                                         clusterWidth: &clusterWidth, ambiguousIsWide: ambiguousIsWide)
            }

            if raw == .SP || scalar == 0x09 || raw.isMandatoryBreak {
                if !inWhitespace {
                    inWhitespace = true
                    whitespaceStart = index
                    whitespaceColumn = column
                }
                column += w
            } else {
                // A zero-width scalar can still end a run of hanging whitespace that is past the
                // width (a mark on a space, ZWSP after a tab), so it is checked too.
                if (w > 0 || inWhitespace) && column + w > width && index > lineStart {
                    if hasCandidate {
                        // Rewind: the line ends at the last opportunity; rescan from there.
                        sink.line(start: lineStart, end: candidateEnd, width: candidateWidth)
                        index = candidateOffset
                        lineStart = candidateOffset
                        inAutomaton = candidateInAutomaton
                        graphemes = candidateGraphemes
                        if inAutomaton {
                            row = candidateRow
                        } else {
                            lineBreaks = candidateLineBreaks
                        }
                        column = 0
                        inWhitespace = false
                        hasCandidate = false
                        continue
                    }
                    // No opportunity: cut before the cluster that does not fit, dropping the
                    // whitespace the line would end in.
                    let cut = boundary ? index : clusterStart
                    if cut > lineStart {
                        let endWidth = boundary ? column : clusterColumn
                        sink.line(start: lineStart, end: inWhitespace ? min(whitespaceStart, cut) : cut,
                                  width: inWhitespace ? min(whitespaceColumn, endWidth) : endWidth)
                        column -= endWidth
                        clusterColumn = 0
                        lineStart = cut
                    }
                }
                column += w
                inWhitespace = false
            }

            lastClass = raw
            if plain != nil {
                graphemes = GraphemeBreakState.afterASCII
            } else {
                graphemes.advance(graphemeProperty, extendedPictographic: pictographic)
            }
            if inAutomaton {
                row = nextRow
            } else {
                lineBreaks.advance(decision, raw: raw, flags: flags)
                // Back to the table when it models the state (an O(1) probe).
                if useAutomaton, let resumed = automaton.row(for: lineBreaks) {
                    inAutomaton = true
                    row = resumed
                }
            }
            index += length
        }

        sink.line(start: lineStart, end: inWhitespace ? whitespaceStart : n, width: inWhitespace ? whitespaceColumn : column)
        if lastClass.isMandatoryBreak {
            // Text ending in a line break has an empty last line (LB3 after LB4/LB5).
            sink.line(start: n, end: n, width: 0)
        }
    }
}
