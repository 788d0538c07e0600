/// Finds where a line ends without running the break rules over every scalar.
///
/// Columns alone tell where a line overflows: at the first visible cluster past the width
/// (printable ASCII is counted eight bytes at a time, runs of two-byte letters and of three-byte
/// CJK characters in tight loops, other scalars one by one with the cluster rules). The break rules are then needed only near that point, and the state they need can be
/// rebuilt from one scalar: the state after most scalars does not depend on what preceded them,
/// and a run of spaces forgets everything but the class before it. So the jump checks the
/// position of the overflow itself (CJK text breaks almost anywhere), else runs the automaton
/// over the last word, from just after the last run of spaces. When neither finds an opportunity
/// (a word longer than the line, no spaces), or the line holds a tab, a control, a class the
/// automaton does not model or a Prepend character, the caller scans the line the ordinary way.
enum LineJump {
    enum Outcome {
        /// The rest of the text fits: one last line, ending at `end` after trimming spaces.
        case restFits(end: Int, width: Int)
        /// The line is `lineStart..<end`; the next starts at `next` in automaton state `row`
        /// with these cluster rules' state.
        case line(end: Int, width: Int, next: Int, row: Int, graphemes: GraphemeBreakState)
        /// No shortcut: scan the line scalar by scalar.
        case scan
    }

    /// What the jump needs to know about one scalar; `symbol` is -1 when the jump cannot handle it
    /// (and 0 in the placeholders of scalars whose symbol was not looked up).
    struct Scalar {
        var symbol: Int
        var length: Int
        var properties: ScalarProperties
        var value: UInt32
    }


    @inline(__always)
    private static func read(_ bytes: UnsafePointer<UInt8>, at index: Int, automaton: BreakAutomaton,
                             table: PropertyTable) -> Scalar {
        let byte = bytes[index]
        if byte < 0x80 {
            // Controls (tab, CR, LF, VT ...) are the scan's business.
            let info = automaton.ascii[Int(byte)]
            return Scalar(symbol: info & 0x100 != 0 ? Int(info & 0xFF) : -1, length: 1,
                          properties: ScalarProperties(word: automaton.asciiProperties[Int(byte)]), value: UInt32(byte))
        }
        let (value, length) = UTF8Decoder.decode(bytes, at: index)
        let properties = table.properties(value)
        let symbol = automaton.isJumpable(properties, scalar: value) ? Int(automaton.symbol(of: properties, scalar: value)) : -1
        return Scalar(symbol: symbol, length: length, properties: properties, value: value)
    }

    /// The start of the scalar that ends at `end`.
    @inline(__always)
    private static func scalarStart(_ bytes: UnsafePointer<UInt8>, before end: Int) -> Int {
        var start = end - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// With `CheckedUTF8`, every scalar is checked when step 1 first reads it (and each one a
    /// rule looks ahead to); the steps after it read only bytes step 1 went over.
    static func next<Check: UTF8Check>(_ bytes: UnsafePointer<UInt8>, count n: Int, lineStart: Int, width: Int,
                                       graphemes start: GraphemeBreakState, ambiguousIsWide: Bool,
                                       automaton: BreakAutomaton, table: PropertyTable,
                                       checking: Check.Type) throws(Check.Failure) -> Outcome {
        if start.previousProperty == .prepend { return .scan }
        // 1. The overflow point: the start of the first visible cluster that does not fit.
        var graphemes = start
        var index = lineStart
        var column = 0
        var afterSpace = false
        var clusterStart = lineStart
        var clusterColumn = 0
        var clusterWidth = 0
        var overflow = 0
        var overflowColumn = 0
        let twoByteWord = automaton.twoByteWord
        scan: while true {
            if column < width && index < n && bytes[index] < 0xE0 {
                // Printable ASCII and two-byte word characters that fit: up to `target`, the
                // byte that would start at column `width` if every byte took one column. ASCII
                // is checked eight bytes at a time, so a line of prose costs a few words' loads.
                var target = index + (width - column)
                let runStart = index
                var lastLength = 1
                var lastWidth = 1
                while index < target {
                    if index + 8 <= n {
                        let remaining = target - index
                        let printable = PrintableASCII.leadingCount(bytes + index, remaining: remaining)
                        if printable > 0 {
                            index += printable
                            lastLength = 1
                            lastWidth = 1
                        }
                        if printable == min(remaining, 8) { continue }
                    } else if index < n && bytes[index] &- 0x20 < 0x5F {
                        index += 1
                        lastLength = 1
                        lastWidth = 1
                        continue
                    }
                    guard index + 1 < n else { break }
                    // A two-byte word character (é, ß, Ω, ж): a cluster of its own, like a letter.
                    let lead = bytes[index]
                    guard lead &- 0xC2 < 0x1E else { break }
                    try Check.trail(bytes[index + 1])
                    let kind = Int(BreakAutomaton.twoByteWordEntry(twoByteWord, lead: lead, trail: bytes[index + 1])) & 3
                    let w = kind == 3 && ambiguousIsWide ? 2 : kind & 1
                    guard w > 0, index + w <= target else { break }
                    index += 2
                    target += 2 - w
                    lastLength = 2
                    lastWidth = w
                }
                if index > runStart {
                    column = width - (target - index)
                    afterSpace = bytes[index - 1] == 0x20
                    graphemes = GraphemeBreakState.afterASCII
                    clusterStart = index - lastLength
                    clusterWidth = lastWidth
                    clusterColumn = column - lastWidth
                }
            } else if column < width && index < n && bytes[index] & 0xF0 == 0xE0 {
                // Three-byte scalars that are clusters of their own (CJK ideographs, kana, CJK
                // punctuation): counted without the cluster state machine.
                let runStart = index
                var lastWidth = 0
                while index + 3 <= n && bytes[index] & 0xF0 == 0xE0 {
                    try Check.threeBytes(bytes, at: index)
                    let value = UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                        | UInt32(bytes[index + 2] & 0x3F)
                    let properties = table.properties(value)
                    // Grapheme property Other, not pictographic: a boundary before and after it.
                    guard properties.word & 0x23C0 == 0, automaton.isJumpable(properties, scalar: value) else { break }
                    let w = properties.columns(ambiguousIsWide: ambiguousIsWide)
                    guard w > 0 else { break }
                    if column + w > width {
                        overflow = index
                        overflowColumn = column
                        break scan
                    }
                    column += w
                    index += 3
                    lastWidth = w
                }
                if index > runStart {
                    afterSpace = false
                    graphemes = GraphemeBreakState.afterASCII
                    clusterStart = index - 3
                    clusterColumn = column - lastWidth
                    clusterWidth = lastWidth
                }
            }
            if index >= n {
                var end = n
                while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                return .restFits(end: end, width: column - (n - end))
            }
            let byte = bytes[index]
            if byte == 0x20 {
                guard graphemes.previousProperty != .prepend else { return .scan }
                clusterStart = index
                clusterColumn = column
                clusterWidth = 1
                index += 1
                column += 1
                afterSpace = true
                graphemes = GraphemeBreakState.afterASCII
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                // A mandatory break ends the line; spaces before it do not count.
                var end = index
                while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                let crlf = byte == 0x0D && index + 1 < n && bytes[index + 1] == 0x0A
                let row = Int(automaton.rowAfter[Int(automaton.ascii[0x0A] & 0xFF)])
                guard row >= 0 else { return .scan }
                return .line(end: end, width: column - (index - end), next: index + (crlf ? 2 : 1), row: row,
                             graphemes: GraphemeBreakState(resumingAfter: byte == 0x0D && !crlf ? .cr : .lf, pictographic: false))
            }
            if byte < 0x80 {
                // Printable ASCII other than space: one column, a cluster of its own (a
                // Prepend before it already sent the line to the scan). Controls go to the scan.
                guard byte > 0x20 && byte != 0x7F else { return .scan }
                if column + 1 > width {
                    overflow = index
                    overflowColumn = column
                    break
                }
                clusterStart = index
                clusterColumn = column
                clusterWidth = 1
                graphemes = GraphemeBreakState.afterASCII
                column += 1
                index += 1
                afterSpace = false
                continue
            }
            // Only the width and cluster rules matter here; the symbol is not loaded.
            try Check.scalar(bytes, at: index, end: n)
            let (value, length) = UTF8Decoder.decode(bytes, at: index)
            let scalar = Scalar(symbol: 0, length: length, properties: table.properties(value), value: value)
            guard automaton.isJumpable(scalar.properties, scalar: value) else { return .scan }
            let property = scalar.properties.graphemeBreak
            let pictographic = scalar.properties.isExtendedPictographic
            let plain = graphemes.plainBoundary(before: property, extendedPictographic: pictographic)
            let boundary = plain ?? graphemes.isBoundary(before: property, extendedPictographic: pictographic)
            if boundary {
                clusterStart = index
                clusterColumn = column
            } else if afterSpace {
                return .scan // a mark on a space: rare, and the scan knows how to cut there
            }
            let w = ClusterWidth.columns(of: scalar.value, scalar.properties, startsCluster: boundary,
                                         clusterWidth: &clusterWidth, ambiguousIsWide: ambiguousIsWide)
            if (w > 0 || afterSpace) && column + w > width {
                overflow = boundary ? index : clusterStart
                overflowColumn = boundary ? column : clusterColumn
                break
            }
            if plain != nil {
                graphemes = GraphemeBreakState.afterASCII
            } else {
                graphemes.advance(property, extendedPictographic: pictographic)
            }
            column += w
            index += scalar.length
            afterSpace = false
        }
        guard overflow > lineStart else { return .scan }
        let transitions = automaton.transitions
        let overflowScalar = read(bytes, at: overflow, automaton: automaton, table: table)

        // 1b. The common case in prose: the overflow is in a word of letters and digits (or
        //     starts one) after spaces. No break lies inside such a word, so the line ends at
        //     the spaces if a break is allowed after them (`rowAfterSpaces` knows LB13-LB17).
        if let line = try breakBeforeWord(bytes, count: n, lineStart: lineStart, overflow: overflow,
                                          overflowScalar: overflowScalar, overflowColumn: overflowColumn,
                                          ambiguousIsWide: ambiguousIsWide, automaton: automaton, table: table,
                                          checking: Check.self) {
            return line
        }

        // 2. A break at or shortly before the overflow, each position decided from the scalar
        //    before it alone. Walks back over plain clusters (one scalar each), which is what
        //    CJK lines end in; spaces and anything else are left to step 3.
        var position = overflow
        var positionScalar = overflowScalar
        var positionColumn = overflowColumn
        for _ in 0..<16 {
            guard position > lineStart, bytes[position - 1] != 0x20 else { break }
            let beforeStart = scalarStart(bytes, before: position)
            let before = read(bytes, at: beforeStart, automaton: automaton, table: table)
            guard before.symbol >= 0 else { break }
            var row = Int(automaton.rowAfter[before.symbol])
            if row < 0 {
                // After CL, CP, IS, SY, RI, CM or ZWJ the state depends on earlier scalars
                // (CJK text has 。、」） all the time): replay from the nearest one after which it
                // does not.
                row = replayedRow(bytes, lineStart: lineStart, through: beforeStart, automaton: automaton, table: table)
            }
            guard row >= 0 else { break }
            // A cluster boundary for sure: the scalar after the position is plain (or it is the
            // overflow, which starts a cluster) and the one before is no Prepend.
            let plain = positionScalar.properties.graphemeBreak == .other && !positionScalar.properties.isExtendedPictographic
            guard position == overflow || plain else { break }
            let entry = transitions[row + positionScalar.symbol]
            var action = entry & 3
            if action == 3 {
                action = try LineBreakState.nextClass(bytes, from: position + positionScalar.length, end: n,
                                                      checking: Check.self) == .NU ? 0 : 1
            }
            if action == 1 {
                let resumed = GraphemeBreakState(resumingAfter: before.properties.graphemeBreak,
                                                 pictographic: before.properties.isExtendedPictographic)
                return .line(end: position, width: positionColumn, next: position, row: row, graphemes: resumed)
            }
            // Step back over `before`, if it is a plain one-scalar cluster (a Prepend before it
            // would have stopped the walk: `read` refuses Prepend).
            // ASCII words are quicker to find from their last space (step 3) than by walking back.
            guard bytes[beforeStart] >= 0x80,
                  before.properties.graphemeBreak == .other && !before.properties.isExtendedPictographic,
                  beforeStart > lineStart else { break }
            positionColumn -= before.properties.columns(ambiguousIsWide: ambiguousIsWide)
            position = beforeStart
            positionScalar = before
        }

        // 3. The last word: from the end of the last run of spaces up to the overflow.
        var wordStart = overflow
        while wordStart > lineStart && bytes[wordStart - 1] != 0x20 { wordStart -= 1 }
        guard wordStart > lineStart else { return .scan }
        var spacesStart = wordStart - 1
        while spacesStart > lineStart && bytes[spacesStart - 1] == 0x20 { spacesStart -= 1 }
        guard spacesStart > lineStart else { return .scan }
        let before = read(bytes, at: scalarStart(bytes, before: spacesStart), automaton: automaton, table: table)
        guard before.symbol >= 0 else { return .scan }
        var row = Int(automaton.rowAfterSpaces[before.symbol])
        guard row >= 0 else { return .scan }

        var found = false
        var foundAt = 0
        var foundRow = 0
        var foundWordWidth = 0
        var foundGraphemes = GraphemeBreakState.afterASCII
        graphemes = GraphemeBreakState.afterASCII
        var wordWidth = 0
        clusterWidth = 0
        index = wordStart
        let asciiInfo = automaton.ascii
        while true {
            if index < overflow && bytes[index] < 0x80 {
                // Printable ASCII (step 1 checked it): its own one-column cluster.
                let entry = transitions[row + Int(asciiInfo[Int(bytes[index])] & 0xFF)]
                var action = entry & 3
                if action == 3 { action = try LineBreakState.nextClass(bytes, from: index + 1, end: n, checking: Check.self) == .NU ? 0 : 1 }
                if action == 1 {
                    found = true
                    foundAt = index
                    foundRow = row
                    foundWordWidth = wordWidth
                    foundGraphemes = graphemes
                }
                wordWidth += 1
                clusterWidth = 1
                graphemes = GraphemeBreakState.afterASCII
                row = Int(entry >> 2)
                index += 1
                continue
            }
            let scalar = index == overflow ? overflowScalar : read(bytes, at: index, automaton: automaton, table: table)
            let property = scalar.properties.graphemeBreak
            let pictographic = scalar.properties.isExtendedPictographic
            let plain = graphemes.plainBoundary(before: property, extendedPictographic: pictographic)
            let boundary = plain ?? graphemes.isBoundary(before: property, extendedPictographic: pictographic)
            let entry = transitions[row + scalar.symbol]
            var action = entry & 3
            if action == 3 {
                action = try LineBreakState.nextClass(bytes, from: index + scalar.length, end: n, checking: Check.self) == .NU ? 0 : 1
            }
            if action == 1 && boundary {
                found = true
                foundAt = index
                foundRow = row
                foundWordWidth = wordWidth
                foundGraphemes = graphemes
            }
            if index >= overflow { break }
            wordWidth += ClusterWidth.columns(of: scalar.value, scalar.properties, startsCluster: boundary,
                                              clusterWidth: &clusterWidth, ambiguousIsWide: ambiguousIsWide)
            if plain != nil {
                graphemes = GraphemeBreakState.afterASCII
            } else {
                graphemes.advance(property, extendedPictographic: pictographic)
            }
            row = Int(entry >> 2)
            index += scalar.length
        }
        guard found else { return .scan }
        let spacesColumn = overflowColumn - wordWidth - (wordStart - spacesStart)
        if foundAt == wordStart {
            return .line(end: spacesStart, width: spacesColumn, next: foundAt, row: foundRow, graphemes: foundGraphemes)
        }
        return .line(end: foundAt, width: spacesColumn + (wordStart - spacesStart) + foundWordWidth, next: foundAt,
                     row: foundRow, graphemes: foundGraphemes)
    }

    /// Step 1b of `next`: the line's end when the overflow lies in (or starts) a run of word
    /// characters that follows spaces; nil when the text there is anything else.
    @inline(__always)
    private static func breakBeforeWord<Check: UTF8Check>(_ bytes: UnsafePointer<UInt8>, count n: Int, lineStart: Int, overflow: Int,
                                                          overflowScalar: Scalar, overflowColumn: Int, ambiguousIsWide: Bool,
                                                          automaton: BreakAutomaton, table: PropertyTable,
                                                          checking: Check.Type) throws(Check.Failure) -> Outcome? {
        let ascii = automaton.ascii
        let words = automaton.wordSymbols
        // Back from the overflow to the start of its word, counting the word's columns.
        var wordStart = overflow
        var wordColumns = 0
        if bytes[overflow - 1] != 0x20 {
            // Inside a word: the overflow must itself be a word character (else a break before
            // it may be allowed), and so must everything back to the spaces.
            guard overflowScalar.symbol == words.letter || overflowScalar.symbol == words.digit,
                  overflowScalar.properties.graphemeBreak == .other,
                  !overflowScalar.properties.isExtendedPictographic else { return nil }
            let twoByteWord = automaton.twoByteWord
            while wordStart > lineStart {
                let byte = bytes[wordStart - 1]
                if byte < 0x80 {
                    guard ascii[Int(byte)] & 0x400 != 0 else { break }
                    wordStart -= 1
                    wordColumns += 1
                    continue
                }
                guard wordStart - 2 >= lineStart, bytes[wordStart - 2] &- 0xC2 < 0x1E else { return nil }
                let kind = BreakAutomaton.twoByteWordEntry(twoByteWord, lead: bytes[wordStart - 2], trail: byte) & 3
                guard kind != 0 else { return nil }
                wordStart -= 2
                wordColumns += kind == 3 && ambiguousIsWide ? 2 : 1
            }
            guard wordStart > lineStart, bytes[wordStart - 1] == 0x20 else { return nil }
        }
        var spacesStart = wordStart - 1
        while spacesStart > lineStart && bytes[spacesStart - 1] == 0x20 { spacesStart -= 1 }
        guard spacesStart > lineStart else { return nil }
        // After spaces the state depends only on the scalar before them.
        let last = bytes[spacesStart - 1]
        let lastSymbol = last < 0x80
            ? Int(ascii[Int(last)] & 0xFF)
            : read(bytes, at: scalarStart(bytes, before: spacesStart), automaton: automaton, table: table).symbol
        guard lastSymbol >= 0 else { return nil }
        let row = Int(automaton.rowAfterSpaces[lastSymbol])
        guard row >= 0 else { return nil }
        let first = wordStart == overflow ? overflowScalar : read(bytes, at: wordStart, automaton: automaton, table: table)
        guard first.symbol >= 0 else { return nil }
        var action = automaton.transitions[row + first.symbol] & 3
        if action == 3 {
            action = try LineBreakState.nextClass(bytes, from: wordStart + first.length, end: n, checking: Check.self) == .NU ? 0 : 1
        }
        guard action == 1 else { return nil }
        return .line(end: spacesStart, width: overflowColumn - wordColumns - (wordStart - spacesStart), next: wordStart,
                     row: row, graphemes: GraphemeBreakState.afterASCII)
    }

    /// The automaton row after the scalar at `last`, rebuilt from the nearest of the (at most
    /// four) scalars before it, within the line, after which the state is known (`rowAfter`);
    /// -1 when there is none, or a space or a scalar the jump cannot read comes first.
    private static func replayedRow(_ bytes: UnsafePointer<UInt8>, lineStart: Int, through last: Int,
                                    automaton: BreakAutomaton, table: PropertyTable) -> Int {
        var anchor = last
        var row = -1
        for _ in 0..<4 {
            guard anchor > lineStart else { return -1 }
            anchor = scalarStart(bytes, before: anchor)
            guard bytes[anchor] != 0x20 else { return -1 }
            let scalar = read(bytes, at: anchor, automaton: automaton, table: table)
            guard scalar.symbol >= 0 else { return -1 }
            row = Int(automaton.rowAfter[scalar.symbol])
            if row >= 0 {
                anchor += scalar.length
                break
            }
        }
        guard row >= 0 else { return -1 }
        while anchor <= last {
            let scalar = read(bytes, at: anchor, automaton: automaton, table: table)
            guard scalar.symbol >= 0 else { return -1 }
            row = Int(automaton.transitions[row + scalar.symbol] >> 2)
            anchor += scalar.length
        }
        return row
    }
}
