/// Wraps text into lines no wider than a width in columns (see `WrapEngine` for the rules).
public enum TextWrapper {
    /// The wrapped lines of `text` at `width` columns, as ranges into `text` with their widths.
    /// Empty text is one empty line. Throws `.nonPositiveWidth` when `width < 1`.
    public static func wrap(_ text: String, width: Int, options: TextOptions = .standard) throws(TextLayoutError) -> [WrappedLine] {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        // Prose lines end a word early, so they hold fewer bytes than `width` (about 0.95 of it
        // in the Latin benchmark): reserving for 3/4 avoids growing the array once near the end.
        var builder = WrappedLineBuilder(text, expectedLines: text.utf8.count / max(1, width - width / 4) + 1)
        text.withUTF8Buffer { buffer in
            WrapEngine.run(buffer, width: width, options: options, into: &builder)
        }
        return builder.lines
    }

    /// The wrapped lines of the UTF-8 `text` (valid UTF-8, as a `String` holds) at `width`
    /// columns, handed to `line` as byte offsets `start..<end` and the width, in order: the lines
    /// of `wrap(_:width:options:)` without building indices. Empty text is one empty line.
    public static func forEachLine(in text: UnsafeBufferPointer<UInt8>, width: Int, options: TextOptions = .standard,
                                   _ line: (_ start: Int, _ end: Int, _ width: Int) -> Void) throws(TextLayoutError) {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        withoutActuallyEscaping(line) { body in
            var sink = ClosureLineSink(body: body)
            WrapEngine.run(text, width: width, options: options, into: &sink)
        }
    }

    /// `forEachLine(in:width:options:_:)` for bytes from outside, which may not be UTF-8: they are
    /// checked while the engine reads them (valid text is scanned once). Text with an invalid
    /// sequence is wrapped as its repair (each maximal invalid subpart becomes U+FFFD, as
    /// `String(decoding:as:)` does): the lines found before the engine met it are kept, and the
    /// rest come from the repaired copy. `line` gets the bytes the offsets refer to: `text`, or
    /// the repaired copy (whose offsets agree with `text`'s before the first invalid byte).
    public static func forEachLine(inUnchecked text: UnsafeBufferPointer<UInt8>, width: Int, options: TextOptions = .standard,
                                   _ line: (_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ width: Int) -> Void) throws(TextLayoutError) {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        var given = 0
        let valid = withoutActuallyEscaping(line) { body in
            var sink = ClosureLineSink { start, end, lineWidth in body(text, start, end, lineWidth) }
            defer { given = sink.count }
            do {
                try WrapEngine.run(text, width: width, options: options, into: &sink, checking: CheckedUTF8.self)
                return true
            } catch {
                return false
            }
        }
        if valid { return }
        let repaired = Array(String(decoding: text, as: UTF8.self).utf8)
        repaired.withUnsafeBufferPointer { bytes in
            withoutActuallyEscaping(line) { body in
                // The lines given already are the repaired text's first lines too.
                var sink = ClosureLineSink { start, end, lineWidth in
                    if given > 0 {
                        given -= 1
                    } else {
                        body(bytes, start, end, lineWidth)
                    }
                }
                WrapEngine.run(bytes, width: width, options: options, into: &sink)
            }
        }
    }

    /// The lines of `forEachLine(inUnchecked:width:options:_:)` written as bytes, each followed
    /// by `terminator`, into `buffer` from `filled` on; `flush` gets the filled part whenever the
    /// next line does not fit (and a line as long as the buffer itself), and `filled` says how
    /// much is left in it at the end. One call per buffer instead of one per line.
    public static func writeLines(ofUnchecked text: UnsafeBufferPointer<UInt8>, width: Int, options: TextOptions = .standard,
                                  terminator: UInt8 = 0x0A, into buffer: UnsafeMutableRawBufferPointer, filled: inout Int,
                                  flush: (UnsafeRawBufferPointer) -> Void) throws(TextLayoutError) {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        precondition(buffer.count > 0 && (0...buffer.count).contains(filled), "writeLines needs a buffer, filled within it")
        filled = withoutActuallyEscaping(flush) { flush in
            var writer = LineBytesWriter(source: text.baseAddress, buffer: buffer, filled: filled, terminator: terminator, flush: flush)
            do {
                try WrapEngine.run(text, width: width, options: options, into: &writer, checking: CheckedUTF8.self)
                return writer.filled
            } catch {
                let repaired = Array(String(decoding: text, as: UTF8.self).utf8)
                repaired.withUnsafeBufferPointer { bytes in
                    writer.restart(from: bytes.baseAddress!)
                    WrapEngine.run(bytes, width: width, options: options, into: &writer)
                }
                return writer.filled
            }
        }
    }

    /// How many lines `text` takes at `width` columns, without building the lines; allocates nothing.
    public static func lineCount(_ text: String, width: Int, options: TextOptions = .standard) throws(TextLayoutError) -> Int {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        return text.withUTF8Buffer { countLines($0, width: width, options: options) }
    }

    /// How many lines valid UTF-8 `text` takes at `width` columns (the bytes are trusted, as a
    /// string's are: no check), as `lineCount(_:width:options:)` counts a string of those bytes.
    public static func lineCount(utf8 text: UnsafeBufferPointer<UInt8>, width: Int, options: TextOptions = .standard) throws(TextLayoutError) -> Int {
        guard width > 0 else { throw .nonPositiveWidth(width) }
        return countLines(text, width: width, options: options)
    }

    private static func countLines(_ text: UnsafeBufferPointer<UInt8>, width: Int, options: TextOptions) -> Int {
        if fitsOnOneLine(text, width: width) { return 1 }
        var counter = LineCounter()
        WrapEngine.run(text, width: width, options: options, into: &counter)
        return counter.count
    }

    /// True when the text is certainly one line: no more bytes than columns (every scalar takes
    /// at least as many UTF-8 bytes as columns, tabs aside) and no control or line separator.
    /// Eight bytes at a time; the separators NEL, U+2028 and U+2029 are looked for only when the
    /// text is not ASCII.
    @inline(__always)
    static func fitsOnOneLine(_ buffer: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
        let n = buffer.count
        guard n <= width, let bytes = buffer.baseAddress else { return n <= width }
        let spaces: UInt64 = 0x2020_2020_2020_2020
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        var nonASCII: UInt64 = 0
        while index + 8 <= n {
            let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 borrows into its high bit while its own high bit is clear.
            if (word &- spaces) & ~word & highBits != 0 { return false }
            nonASCII |= word & highBits
            index += 8
        }
        while index < n {
            let byte = bytes[index]
            if byte < 0x20 { return false }
            nonASCII |= UInt64(byte & 0x80)
            index += 1
        }
        if nonASCII == 0 { return true }
        var previous: UInt8 = 0
        for byte in buffer {
            if byte == 0x85 && previous == 0xC2 { return false }                    // NEL
            if (byte == 0xA8 || byte == 0xA9) && previous == 0x80 { return false } // U+2028, U+2029
            previous = byte
        }
        return true
    }
}
