/// A small, strict XML reader for subscription lists: bytes in, element events out.
///
/// It never reads anything but its input: a DOCTYPE (internal subset included) is skipped without
/// being interpreted, and a reference to any entity but `&amp; &lt; &gt; &quot; &apos;` is reported
/// and left as written, so external entities, external DTDs and entity expansion ("billion
/// laughs") cannot happen. Text content is checked but not kept (OPML carries its data in
/// attributes). Input is UTF-8; the first well-formedness error ends the scan with its position.
struct XMLScanner {
    private let input: [UInt8]
    private let maxDepth: Int
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// How far into the current line characters were counted for a position, and how many: the
    /// next position counts on from there (recounting from the line's start made a long line
    /// with many tags quadratic; the fuzzer's 16 KB line took over a second).
    private var countedOffset = 0
    private var countedCharacters = 0

    /// A scanner over `input` (UTF-8) that refuses elements nested deeper than `maxDepth`.
    init(input: [UInt8], maxDepth: Int) {
        self.input = input
        self.maxDepth = maxDepth
    }

    /// Reads the document, handing each event to `handle` until it returns false or the document ends.
    mutating func scan(_ handle: (XMLEvent) -> Bool) throws(XMLSyntaxError) {
        if input.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
        let documentStart = offset
        var open: [(name: String, position: XMLPosition)] = []
        var rootSeen = false
        while offset < input.count {
            let here = position()
            guard input[offset] == UInt8(ascii: "<") else {
                guard try scanText(insideRoot: !open.isEmpty, handle) else { return }
                continue
            }
            if starts(with: "<?") {
                try skipProcessingInstruction(isFirst: offset == documentStart, from: here)
            } else if starts(with: "<!--") {
                try skip(past: "-->", unterminated: "a comment that is never closed with -->", from: here)
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw XMLSyntaxError(position: here, message: "a CDATA section outside the root element") }
                try skip(past: "]]>", unterminated: "a CDATA section that is never closed with ]]>", from: here)
            } else if starts(with: "<!DOCTYPE") {
                guard !rootSeen else { throw XMLSyntaxError(position: here, message: "a DOCTYPE after the root element") }
                try skipDoctype(from: here)
            } else if starts(with: "<!") {
                throw XMLSyntaxError(position: here, message: "unknown markup '<!': expected a comment <!-- -->")
            } else if starts(with: "</") {
                offset += 2
                let name = try readName(what: "an end tag")
                skipWhitespace()
                try expect(">", orElse: "the end tag </\(name) is not closed with '>'")
                guard let innermost = open.popLast() else {
                    throw XMLSyntaxError(position: here, message: "an end tag </\(name)> without its start tag")
                }
                guard innermost.name == name else {
                    throw XMLSyntaxError(position: here, message: "</\(name)> where </\(innermost.name)> was expected (<\(innermost.name)> opened at line \(innermost.position.line))")
                }
                guard handle(.endElement(name: name)) else { return }
            } else {
                guard !rootSeen || !open.isEmpty else {
                    throw XMLSyntaxError(position: here, message: "a second root element: everything must be inside the first one")
                }
                offset += 1
                let name = try readName(what: "a start tag")
                let (attributes, entities) = try readAttributes(of: name)
                let isEmptyElement = starts(with: "/>")
                offset += isEmptyElement ? 2 : 1
                rootSeen = true
                for (entity, position) in entities {
                    guard handle(.unexpandedEntity(name: entity, position: position)) else { return }
                }
                guard handle(.startElement(name: name, attributes: attributes, position: here)) else { return }
                if isEmptyElement {
                    guard handle(.endElement(name: name)) else { return }
                } else {
                    open.append((name, here))
                    if open.count > maxDepth {
                        throw XMLSyntaxError(position: here, message: "elements nest more than \(maxDepth) deep")
                    }
                }
            }
        }
        if let innermost = open.last {
            throw XMLSyntaxError(position: position(), message: "the document ends inside <\(innermost.name)> opened at line \(innermost.position.line) (truncated?)")
        }
        if !rootSeen {
            throw XMLSyntaxError(position: position(), message: "the document has no element")
        }
    }

    // MARK: Markup

    /// Text between tags: only white space outside the root; references checked inside it.
    private mutating func scanText(insideRoot: Bool, _ handle: (XMLEvent) -> Bool) throws(XMLSyntaxError) -> Bool {
        while offset < input.count, input[offset] != UInt8(ascii: "<") {
            guard insideRoot || Self.isWhitespace(input[offset]) else {
                throw XMLSyntaxError(position: position(), message: "text outside the root element")
            }
            if input[offset] == UInt8(ascii: "&") {
                let here = position()
                if case .unexpanded(let name) = try readReference() {
                    guard handle(.unexpandedEntity(name: name, position: here)) else { return false }
                }
                continue
            }
            advance()
        }
        return true
    }

    private mutating func skipProcessingInstruction(isFirst: Bool, from start: XMLPosition) throws(XMLSyntaxError) {
        offset += 2
        let target = try readName(what: "a processing instruction")
        if target.lowercased() == "xml", !isFirst {
            throw XMLSyntaxError(position: start, message: "the XML declaration <?xml …?> must come first in the file")
        }
        try skip(past: "?>", unterminated: "<?\(target) is never closed with ?>", from: start)
    }

    /// Skips `<!DOCTYPE …>` with its internal subset, reading nothing from what it declares.
    private mutating func skipDoctype(from start: XMLPosition) throws(XMLSyntaxError) {
        offset += "<!DOCTYPE".utf8.count
        var inSubset = false
        while offset < input.count {
            let byte = input[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance()
                while offset < input.count, input[offset] != byte { advance() }
                // A quote never closed runs to the end: nothing is left to step past.
                if offset == input.count { break }
            } else if inSubset, starts(with: "<!--") {
                try skip(past: "-->", unterminated: "a comment that is never closed with -->", from: position())
                continue
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                advance()
                return
            }
            advance()
        }
        throw XMLSyntaxError(position: start, message: "the DOCTYPE is never closed with '>'")
    }

    private mutating func readAttributes(of element: String) throws(XMLSyntaxError) -> ([XMLAttribute], [(String, XMLPosition)]) {
        var attributes: [XMLAttribute] = []
        var entities: [(String, XMLPosition)] = []
        while true {
            let hadSpace = skipWhitespace()
            guard offset < input.count else {
                throw XMLSyntaxError(position: position(), message: "the document ends inside the tag <\(element)")
            }
            if input[offset] == UInt8(ascii: ">") || starts(with: "/>") { return (attributes, entities) }
            guard hadSpace else {
                throw XMLSyntaxError(position: position(), message: "expected a space, '>' or '/>' in the tag <\(element)")
            }
            let here = position()
            let name = try readName(what: "an attribute of <\(element)>")
            skipWhitespace()
            try expect("=", orElse: "the attribute \(name) has no value: write \(name)=\"…\"")
            skipWhitespace()
            guard offset < input.count, input[offset] == UInt8(ascii: "\"") || input[offset] == UInt8(ascii: "'") else {
                throw XMLSyntaxError(position: position(), message: "the value of \(name) must be in quotes")
            }
            let quote = input[offset]
            advance()
            var value: [UInt8] = []
            while true {
                guard offset < input.count else {
                    throw XMLSyntaxError(position: here, message: "the value of \(name) is never closed")
                }
                let byte = input[offset]
                if byte == quote {
                    advance()
                    break
                }
                switch byte {
                case UInt8(ascii: "<"):
                    throw XMLSyntaxError(position: position(), message: "'<' in the value of \(name): write it as &lt;")
                case UInt8(ascii: "&"):
                    let reference = position()
                    switch try readReference() {
                    case .text(let bytes): value += bytes
                    case .unexpanded(let entity):
                        value += Array("&\(entity);".utf8)
                        entities.append((entity, reference))
                    }
                case UInt8(ascii: "\r"):
                    // XML reads a line break (CRLF, CR or LF) in a value as one space.
                    value.append(UInt8(ascii: " "))
                    advance()
                    if offset < input.count, input[offset] == UInt8(ascii: "\n") { advance() }
                case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                    value.append(UInt8(ascii: " "))
                    advance()
                default:
                    value.append(byte)
                    advance()
                }
            }
            guard let text = String(validating: value, as: UTF8.self) else {
                throw XMLSyntaxError(position: here, message: "the value of \(name) is not valid UTF-8: save the file as UTF-8")
            }
            guard !attributes.contains(where: { $0.name == name }) else {
                throw XMLSyntaxError(position: here, message: "the attribute \(name) appears twice in one tag")
            }
            attributes.append(XMLAttribute(name: name, value: text, position: here))
        }
    }

    /// Reads `&…;` at the current `&`.
    private mutating func readReference() throws(XMLSyntaxError) -> XMLReference {
        let start = position()
        advance()
        let bodyStart = offset
        while offset < input.count, offset - bodyStart <= 32, input[offset] != UInt8(ascii: ";"),
              !Self.isWhitespace(input[offset]), input[offset] != UInt8(ascii: "<"), input[offset] != UInt8(ascii: "&") {
            advance()
        }
        guard offset < input.count, input[offset] == UInt8(ascii: ";"), offset > bodyStart else {
            throw XMLSyntaxError(position: start, message: "'&' must start a reference such as &amp; (write a lone & as &amp;)")
        }
        let body = String(decoding: input[bodyStart..<offset], as: UTF8.self)
        advance()
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw XMLSyntaxError(position: start, message: "&\(body); is not a character XML allows")
            }
            return .text(Array(String(Character(scalar)).utf8))
        }
        switch body {
        case "amp": return .text([UInt8(ascii: "&")])
        case "lt": return .text([UInt8(ascii: "<")])
        case "gt": return .text([UInt8(ascii: ">")])
        case "quot": return .text([UInt8(ascii: "\"")])
        case "apos": return .text([UInt8(ascii: "'")])
        default:
            guard body.utf8.first.map(Self.isNameStart) == true, body.utf8.allSatisfy(Self.isNameByte) else {
                throw XMLSyntaxError(position: start, message: "&\(body); is not a reference (write a lone & as &amp;)")
            }
            return .unexpanded(body)
        }
    }

    // MARK: Bytes

    private mutating func readName(what: String) throws(XMLSyntaxError) -> String {
        let start = offset
        guard offset < input.count, Self.isNameStart(input[offset]) else {
            throw XMLSyntaxError(position: position(), message: "expected the name of \(what)")
        }
        while offset < input.count, Self.isNameByte(input[offset]) { advance() }
        guard let name = String(validating: input[start..<offset], as: UTF8.self) else {
            throw XMLSyntaxError(position: position(), message: "the name of \(what) is not valid UTF-8: save the file as UTF-8")
        }
        return name
    }

    private mutating func expect(_ byte: Unicode.Scalar, orElse message: String) throws(XMLSyntaxError) {
        guard offset < input.count, input[offset] == UInt8(ascii: byte) else {
            throw XMLSyntaxError(position: position(), message: message)
        }
        advance()
    }

    private mutating func skip(past terminator: String, unterminated: String, from start: XMLPosition) throws(XMLSyntaxError) {
        while offset < input.count {
            if starts(with: terminator) {
                offset += terminator.utf8.count
                return
            }
            advance()
        }
        throw XMLSyntaxError(position: start, message: unterminated)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = offset
        while offset < input.count, Self.isWhitespace(input[offset]) { advance() }
        return offset > start
    }

    private func starts(with text: String) -> Bool {
        input[offset...].starts(with: text.utf8)
    }

    private mutating func advance() {
        if input[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    /// The current position; the column counts UTF-8 lead bytes, so one per character.
    private mutating func position() -> XMLPosition {
        let end = min(offset, input.count)
        if countedOffset < lineStart || countedOffset > end {
            countedOffset = lineStart
            countedCharacters = 0
        }
        countedCharacters += input[countedOffset..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        countedOffset = end
        return XMLPosition(line: line, column: countedCharacters + 1)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Letters, `_`, `:` and anything non-ASCII (checked as UTF-8 when the name is decoded).
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// XML 1.0's Char production: no NUL, no C0 controls but tab and line breaks, no surrogates.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }
}
