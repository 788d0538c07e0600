import CLibXML2

/// Entity handling without ever letting libxml2 substitute or load anything itself.
///
/// Declarations in the internal subset are recorded here (libxml2 never sees them). A reference is
/// answered with a detached "predefined" entity whose text libxml2 inlines as characters, so it is
/// never parsed as markup. Expansion is ours and bounded: per entity (`maxEntityBytes`), in total
/// (`maxTotalEntityExpansionBytes`) and in depth, so a "billion laughs" document fails at once.
/// Each reference costs at least one unit of the per-entity budget, so laughs that expand to
/// nothing (references to undeclared names) cannot make the expansion itself exponential; a
/// declared entity is expanded once and its result reused.
/// External entities are refused (they expand to nothing, with a warning). HTML's named entities
/// (`&nbsp;`, `&eacute;`...), common in sloppy feeds, are accepted; unknown names stay as written.
extension FeedSAXHandler {
    func declareEntity(name: String, type: Int32, systemID: String?, content: String?) {
        if type == Int32(XML_INTERNAL_GENERAL_ENTITY.rawValue) {
            if declaredEntities[name] == nil { declaredEntities[name] = content ?? "" }
        } else if type == Int32(XML_EXTERNAL_GENERAL_PARSED_ENTITY.rawValue) || type == Int32(XML_EXTERNAL_GENERAL_UNPARSED_ENTITY.rawValue) {
            externalEntities[name] = systemID ?? ""
        }
    }

    /// The entity libxml2 should inline for `&name;`, or nil after a failure.
    func entity(named name: String) -> xmlEntityPtr? {
        guard failure == nil else { return nil }
        let text: String
        if let declared = declaredEntities[name] {
            let size: Int
            var expanded = ""
            if let known = expandedEntitySizes[name] {
                size = known
            } else {
                var produced = 0
                guard let made = expand(declared, name: name, depth: 1, produced: &produced) else { return nil }
                expanded = made
                size = made.utf8.count
                expandedEntitySizes[name] = size
            }
            // Every use counts towards the document's total, cached or not.
            expandedEntityBytes += size
            if expandedEntityBytes > limits.maxTotalEntityExpansionBytes {
                fail(.entityExpansion, "entity references expand to more than \(limits.maxTotalEntityExpansionBytes) bytes in total (an entity expansion attack?)")
                return nil
            }
            if let cached = entityCache[name] { return cached }
            text = expanded
        } else if let cached = entityCache[name] {
            return cached
        } else if let system = externalEntities[name] {
            warn("external entity &\(name); (\(system)) was not loaded: feeds may not include other files")
            text = ""
        } else if let scalar = HTMLEntities.scalar(named: name), let unicode = Unicode.Scalar(scalar) {
            text = String(Character(unicode))
        } else {
            text = "&" + name + ";"
        }
        if let cached = entityCache[name] { return cached }
        guard let made = clibxml2_new_text_entity(name, text) else { return nil }
        entityCache[name] = made
        return made
    }

    /// `value` with its entity and character references expanded, or nil (and a failure) past a bound.
    private func expand(_ value: String, name: String, depth: Int, produced: inout Int) -> String? {
        guard depth <= limits.maxEntityDepth else {
            fail(.entityExpansion, "entity &\(name); nests references more than \(limits.maxEntityDepth) deep (an entity expansion attack?)")
            return nil
        }
        guard value.utf8.contains(UInt8(ascii: "&")) else {
            produced += value.utf8.count
            return checkSize(produced, name) ? value : nil
        }
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            produced += rest[..<amp].utf8.count
            guard checkSize(produced, name) else { return nil }
            let afterAmp = rest.index(after: amp)
            guard let semicolon = rest[afterAmp...].firstIndex(of: ";") else { result += rest[amp...]; rest = ""; break }
            let reference = String(rest[afterAmp..<semicolon])
            rest = rest[rest.index(after: semicolon)...]
            produced += 1  // the reference's own cost, whatever it expands to
            guard checkSize(produced, name) else { return nil }
            if reference.hasPrefix("#") {
                let digits = reference.dropFirst()
                let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                if let value, let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar); produced += 1 }
            } else if let inner = declaredEntities[reference] {
                guard reference != name, let expanded = expand(inner, name: name, depth: depth + 1, produced: &produced) else {
                    if failure == nil { fail(.entityExpansion, "entity &\(name); refers to itself") }
                    return nil
                }
                result += expanded
            } else if let predefined = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"][reference] {
                result += predefined; produced += 1
            } else if let scalar = HTMLEntities.scalar(named: reference), let unicode = Unicode.Scalar(scalar) {
                result.unicodeScalars.append(unicode); produced += 1
            }
            guard checkSize(produced, name) else { return nil }
        }
        result += rest
        produced += rest.utf8.count
        return checkSize(produced, name) ? result : nil
    }

    private func checkSize(_ produced: Int, _ name: String) -> Bool {
        guard produced <= limits.maxEntityBytes else {
            fail(.entityExpansion, "entity &\(name); expands to more than \(limits.maxEntityBytes) bytes or references (a \"billion laughs\" document?); expansion is capped")
            return false
        }
        return true
    }
}
