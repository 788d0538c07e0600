import CLibXML2

/// The SAX2 handler table: C function pointers that forward to the `FeedSAXHandler` in user data.
enum LibXMLCallbacks {
    @inline(__always) static func handler(_ context: UnsafeMutableRawPointer?) -> FeedSAXHandler {
        Unmanaged<FeedSAXHandler>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Runs `body` on the handler without retaining it: the parser owns the handler for the whole
    /// parse, and a retain/release pair per event was a measurable share of the per-event cost.
    @inline(__always) static func withHandler(_ context: UnsafeMutableRawPointer?, _ body: (FeedSAXHandler) -> Void) {
        Unmanaged<FeedSAXHandler>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
    }

    /// A SAX2 handler with only the callbacks the feed parser needs. No internal/external subset
    /// callbacks and no resolveEntity: nothing outside the document is ever read.
    static func makeHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        clibxml2_init_sax2(&sax)
        sax.startElementNs = { context, localname, prefix, uri, namespaceCount, _, attributeCount, _, attributes in
            guard let localname else { return }
            LibXMLCallbacks.withHandler(context) {
                $0.startElement(localname, prefix, uri, Int(namespaceCount), Int(attributeCount), attributes)
            }
        }
        sax.endElementNs = { context, _, _, _ in
            LibXMLCallbacks.withHandler(context) { $0.endElement() }
        }
        sax.characters = { context, bytes, count in
            guard let bytes else { return }
            LibXMLCallbacks.withHandler(context) { $0.characters(bytes, Int(count)) }
        }
        sax.cdataBlock = { context, bytes, count in
            guard let bytes else { return }
            LibXMLCallbacks.withHandler(context) { $0.characters(bytes, Int(count)) }
        }
        sax.entityDecl = { context, name, type, _, systemID, content in
            guard let name else { return }
            LibXMLCallbacks.handler(context).declareEntity(name: String(cString: name), type: type,
                                           systemID: systemID.map { String(cString: $0) },
                                           content: content.map { String(cString: $0) })
        }
        sax.getEntity = { context, name in
            guard let name else { return nil }
            return LibXMLCallbacks.handler(context).entity(named: String(cString: name))
        }
        sax.serror = structuredError
        return sax
    }

    /// Receives libxml2's errors and warnings, with the handler as context: the parser context's
    /// (the `serror` above) and the thread's for errors raised without a context (set around each
    /// call into libxml2 by `FeedParser`). Nothing libxml2 reports is printed.
    static let structuredError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        LibXMLCallbacks.handler(context).libxmlError(error.pointee)
    }
}

extension FeedSAXHandler {
    /// Fatal libxml2 errors end the parse (items so far are kept); a few harmless ones are recovered.
    func libxmlError(_ error: xmlError) {
        let message = error.message.map { String(cString: $0) }?
            .trimmingASCII(" \n\t\r").replacingAll("\n", with: " ") ?? "XML error \(error.code)"
        guard error.level == XML_ERR_FATAL else { return }
        // A character reference to a control character (&#27;) is dropped, not fatal: hostile
        // titles use them, and the sanitiser would remove the character anyway.
        if error.code == Int32(XML_ERR_INVALID_CHAR.rawValue), message.contains("CharRef") {
            warn("dropped an invalid character reference at line \(Int(error.line) + skippedLines)")
            restoreWellFormed = true
            return
        }
        // A parameter entity in the internal subset would pull in an external DTD: it is never
        // loaded, and its absence is not a reason to reject the feed.
        if error.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue), message.hasPrefix("PEReference") {
            warn("parameter entity not loaded (\(message)): feeds may not include other files")
            restoreWellFormed = true
            return
        }
        guard failure == nil else { return }
        var text = message
        let isBareAmpersand = message.contains("EntityRef")
            && (error.code == Int32(XML_ERR_NAME_REQUIRED.rawValue) || error.code == Int32(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue))
        if isBareAmpersand, recoverBareAmpersand(line: Int(error.line) + skippedLines) { return }
        if isBareAmpersand {
            let inAttribute = context?.pointee.instate == XML_PARSER_ATTRIBUTE_VALUE
            text = "an '&'\(inAttribute ? " in an attribute value" : "") that starts no entity (write it as &amp;)"
        } else if finishing {
            // At the end of input libxml2's words ("Premature end of data", "Extra content at the
            // end of the document", "XML declaration allowed only at the start") describe its
            // state, not the document: say what is missing instead. After the root's end tag,
            // though, the fault is real extra content, and libxml2's message says so.
            if !rootSeen {
                text = "the document ends before its first element (truncated?)"
            } else if openElementCount > 0 {
                text = inItem ? "the document ends in the middle of item \(completedCount + 1) (truncated?)"
                    : "the document ends before its end tags (truncated?)"
            }
        }
        failure = FeedParseError(kind: .malformed, message: text, line: Int(error.line) + skippedLines, column: Int(error.int2))
        if let context { xmlStopParser(context) }
    }

    /// A bare "&" in character data ("Q&A", "?a=1&b=2"), the commonest fault of hand-made feeds:
    /// other readers show such feeds, so it is read as the text it was meant to be. libxml2 has
    /// consumed the "&" and any name after it when it reports the error: they are handed on as
    /// characters, in order, since the text before them was already delivered. False where the
    /// text cannot be restored (an attribute value, or no "&" found just before the position).
    private func recoverBareAmpersand(line: Int) -> Bool {
        guard let context, context.pointee.instate == XML_PARSER_CONTENT, let input = context.pointee.input,
              let base = input.pointee.base, let cur = input.pointee.cur else { return false }
        let consumed = cur - base
        guard consumed > 0, let back = (1...min(consumed, 256)).first(where: { cur[-$0] == UInt8(ascii: "&") }) else { return false }
        characters(cur - back, back)
        restoreWellFormed = true
        if !warnedBareAmpersand {
            warnedBareAmpersand = true
            warn("line \(line): an '&' that starts no entity was read as text (write it as &amp;)")
        }
        return true
    }
}
