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
/// Complexity: O(n) in the byte count plus the rescanned words.
enum WrapEngine {
    static func run<Sink: LineSink>(_ buffer: UnsafeBufferPointer<UInt8>, width: Int, options: TextOptions,
                                    into sink: inout Sink) {
        let n = buffer.count
        guard n > 0, let bytes = buffer.baseAddress else {
            sink.line(start: 0, end: 0, width: 0)
            return
        }
        let table = UnicodeProperties.table
        let ambiguousIsWide = options.ambiguousIsWide
        let tabStop = max(options.tabStop, 1)

        var lineBreaks = LineBreakState()
        var graphemes = GraphemeBreakState()
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
        // The last usable break opportunity on this line, with the states to rewind to.
        var hasCandidate = false
        var candidateOffset = 0
        var candidateEnd = 0
        var candidateWidth = 0
        var candidateLineBreaks = lineBreaks
        var candidateGraphemes = graphemes
        // True right after an ASCII letter: the next ASCII letter can take the fast loop.
        var afterLetter = false

        while index < n {
            if afterLetter {
                // ASCII fast path: a letter after a letter never breaks (LB28), always starts a
                // cluster and is one column wide, so only the column needs updating.
                let runStart = index
                while index < n {
                    let byte = bytes[index]
                    guard (byte | 0x20) &- 0x61 < 26, column < width else { break }
                    column += 1
                    index += 1
                }
                if index > runStart {
                    clusterStart = index - 1
                    clusterColumn = column - 1
                    clusterWidth = 1
                    lineBreaks.advanceLetterAfterLetter()
                    if index >= n { break }
                }
            }

            let (scalar, length) = UTF8Decoder.decode(bytes, at: index)
            let properties = table.properties(scalar)
            let raw = properties.lineBreak
            let flags = LineBreakState.Flags(properties, scalar: scalar)
            let decision = lineBreaks.decide(raw, flags: flags, bytes: bytes, next: index + length, end: n)
            let graphemeProperty = properties.graphemeBreak
            let pictographic = properties.isExtendedPictographic
            let boundary = graphemes.isBoundary(before: graphemeProperty, extendedPictographic: pictographic)

            if index > lineStart {
                if decision.action == .mandatory {
                    sink.line(start: lineStart, end: inWhitespace ? whitespaceStart : index,
                              width: inWhitespace ? whitespaceColumn : column)
                    lineStart = index
                    column = 0
                    inWhitespace = false
                    hasCandidate = false
                } else if decision.action == .allowed && boundary {
                    let end = inWhitespace ? whitespaceStart : index
                    if end > lineStart {
                        hasCandidate = true
                        candidateOffset = index
                        candidateEnd = end
                        candidateWidth = inWhitespace ? whitespaceColumn : column
                        candidateLineBreaks = lineBreaks
                        candidateGraphemes = graphemes
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

            let hangs = raw == .SP || scalar == 0x09 || raw.isMandatoryBreak
            if hangs {
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
                        lineBreaks = candidateLineBreaks
                        graphemes = candidateGraphemes
                        column = 0
                        inWhitespace = false
                        hasCandidate = false
                        afterLetter = false
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
            lineBreaks.advance(decision, raw: raw, flags: flags)
            graphemes.advance(graphemeProperty, extendedPictographic: pictographic)
            afterLetter = scalar < 0x80 && raw == .AL && (UInt8(truncatingIfNeeded: scalar) | 0x20) &- 0x61 < 26
            index += length
        }

        sink.line(start: lineStart, end: inWhitespace ? whitespaceStart : n, width: inWhitespace ? whitespaceColumn : column)
        if lineBreaks.previousRaw.isMandatoryBreak {
            // Text ending in a line break has an empty last line (LB3 after LB4/LB5).
            sink.line(start: n, end: n, width: 0)
        }
    }
}
