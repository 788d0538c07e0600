/// Finds where a line ends without running the break rules over every scalar.
///
/// For a line made only of simple scalars (see `BreakAutomaton`; no controls, tabs or line
/// separators), every scalar is its own cluster, so the columns alone tell where the line
/// overflows: at the first visible scalar past the width (printable ASCII is counted eight bytes
/// at a time). The break rules are then needed only near that point, and the state they need can
/// be rebuilt from one scalar: the state after most scalars does not depend on what preceded them,
/// and a run of spaces forgets everything but the class before it. So the jump checks the
/// position of the overflow itself (CJK text breaks almost anywhere), else runs the automaton
/// over the last word, from just after the last run of spaces. When neither finds an opportunity
/// (a word longer than the line, no spaces) the caller scans the line the ordinary way.
enum LineJump {
    enum Outcome {
        /// The rest of the text fits: one last line, ending at `end` after trimming spaces.
        case restFits(end: Int, width: Int)
        /// The line is `lineStart..<end`; the next starts at `next` in automaton state `row`
        /// after a scalar with these cluster properties.
        case line(end: Int, width: Int, next: Int, row: Int, previous: GraphemeBreakProperty, pictographic: Bool)
        /// The line ends at a line feed (or CR, CR LF) before it overflows; the next line starts
        /// at `next` in automaton state `row`.
        case mandatory(end: Int, width: Int, next: Int, row: Int)
        /// No shortcut: scan the line scalar by scalar.
        case scan
    }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
    private static let eightOnes: UInt64 = 0x0101_0101_0101_0101
    private static let eightHighBits: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    private static func symbolAndWidth(_ bytes: UnsafePointer<UInt8>, at index: Int, automaton: BreakAutomaton,
                                       table: PropertyTable, ambiguousIsWide: Bool)
        -> (symbol: Int, width: Int, length: Int, properties: ScalarProperties) {
        let (scalar, length) = bytes[index] < 0x80 ? (UInt32(bytes[index]), 1) : UTF8Decoder.decode(bytes, at: index)
        let properties = table.properties(scalar)
        let symbol = automaton.symbol(of: properties, scalar: scalar)
        guard symbol != BreakAutomaton.noSymbol, !properties.lineBreak.isMandatoryBreak, scalar != 0x09 else {
            return (-1, 0, length, properties)
        }
        return (Int(symbol), properties.columns(ambiguousIsWide: ambiguousIsWide), length, properties)
    }

    static func next(_ bytes: UnsafePointer<UInt8>, count n: Int, lineStart: Int, width: Int, ambiguousIsWide: Bool,
                     automaton: BreakAutomaton, table: PropertyTable) -> Outcome {
        // 1. The overflow point: the first visible scalar that does not fit.
        var index = lineStart
        var column = 0
        var afterSpace = false
        var overflowSymbol = 0
        while true {
            if index + 8 <= n && column + 8 <= width {
                let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
                // A byte outside 0x20...0x7E sets its high bit in one of the three terms.
                if (word &- eightSpaces | word &+ eightOnes | word) & eightHighBits == 0 {
                    index += 8
                    column += 8
                    afterSpace = bytes[index - 1] == 0x20
                    continue
                }
            }
            if index >= n {
                var end = n
                while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                return .restFits(end: end, width: column - (n - end))
            }
            let byte = bytes[index]
            if byte == 0x20 {
                index += 1
                column += 1
                afterSpace = true
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                // A mandatory break ends the line; spaces before it do not count.
                var end = index
                while end > lineStart && bytes[end - 1] == 0x20 { end -= 1 }
                let next = byte == 0x0D && index + 1 < n && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                let symbol = Int(automaton.ascii[0x0A] & 0xFF)
                let row = Int(automaton.rowAfter[symbol])
                guard row >= 0 else { return .scan }
                return .mandatory(end: end, width: column - (index - end), next: next, row: row)
            }
            let scalar = symbolAndWidth(bytes, at: index, automaton: automaton, table: table, ambiguousIsWide: ambiguousIsWide)
            guard scalar.symbol >= 0, byte >= 0x20, byte != 0x7F else { return .scan }
            if (scalar.width > 0 || afterSpace) && column + scalar.width > width {
                overflowSymbol = scalar.symbol
                break
            }
            column += scalar.width
            index += scalar.length
            afterSpace = false
        }
        let overflow = index
        let overflowColumn = column
        let transitions = automaton.transitions

        // 2. A break right before the overflow, decided from the scalar before it alone.
        if overflow > lineStart && bytes[overflow - 1] != 0x20 {
            var start = overflow - 1
            while bytes[start] & 0xC0 == 0x80 { start -= 1 }
            let before = symbolAndWidth(bytes, at: start, automaton: automaton, table: table, ambiguousIsWide: ambiguousIsWide)
            if before.symbol >= 0 {
                let row = Int(automaton.rowAfter[before.symbol])
                if row >= 0 {
                    let entry = transitions[row + overflowSymbol]
                    var action = entry & 3
                    if action == 3 { action = LineBreakState.nextClass(bytes, from: overflow + 1, end: n) == .NU ? 0 : 1 }
                    if action == 1 {
                        return .line(end: overflow, width: overflowColumn, next: overflow, row: row,
                                     previous: before.properties.graphemeBreak,
                                     pictographic: before.properties.isExtendedPictographic)
                    }
                }
            }
        }

        // 3. The last word: from the end of the last run of spaces up to the overflow.
        var wordStart = overflow
        while wordStart > lineStart && bytes[wordStart - 1] != 0x20 { wordStart -= 1 }
        guard wordStart > lineStart else { return .scan }
        var spacesStart = wordStart - 1
        while spacesStart > lineStart && bytes[spacesStart - 1] == 0x20 { spacesStart -= 1 }
        guard spacesStart > lineStart else { return .scan }
        var beforeStart = spacesStart - 1
        while bytes[beforeStart] & 0xC0 == 0x80 { beforeStart -= 1 }
        let before = symbolAndWidth(bytes, at: beforeStart, automaton: automaton, table: table, ambiguousIsWide: ambiguousIsWide)
        guard before.symbol >= 0 else { return .scan }
        var row = Int(automaton.rowAfterSpaces[before.symbol])
        guard row >= 0 else { return .scan }

        var found = false
        var foundAt = 0
        var foundRow = 0
        var foundWordWidth = 0
        var foundPrevious = GraphemeBreakProperty.other
        var foundPictographic = false
        var previous = GraphemeBreakProperty.other
        var pictographic = false
        var wordWidth = 0
        index = wordStart
        while true {
            let scalar = symbolAndWidth(bytes, at: index, automaton: automaton, table: table, ambiguousIsWide: ambiguousIsWide)
            let entry = transitions[row + scalar.symbol]
            var action = entry & 3
            if action == 3 { action = LineBreakState.nextClass(bytes, from: index + scalar.length, end: n) == .NU ? 0 : 1 }
            if action == 1 {
                found = true
                foundAt = index
                foundRow = row
                foundWordWidth = wordWidth
                foundPrevious = previous
                foundPictographic = pictographic
            }
            if index >= overflow { break }
            row = Int(entry >> 2)
            wordWidth += scalar.width
            previous = scalar.properties.graphemeBreak
            pictographic = scalar.properties.isExtendedPictographic
            index += scalar.length
        }
        guard found else { return .scan }
        let spacesColumn = overflowColumn - wordWidth - (wordStart - spacesStart)
        if foundAt == wordStart {
            return .line(end: spacesStart, width: spacesColumn, next: foundAt, row: foundRow,
                         previous: foundPrevious, pictographic: foundPictographic)
        }
        return .line(end: foundAt, width: spacesColumn + (wordStart - spacesStart) + foundWordWidth, next: foundAt,
                     row: foundRow, previous: foundPrevious, pictographic: foundPictographic)
    }
}
