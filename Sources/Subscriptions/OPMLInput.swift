/// Brings an OPML file's bytes to the UTF-8 `XMLScanner` reads, or says why it cannot.
///
/// Nearly every OPML file is UTF-8; ISO-8859-1 (declared in `<?xml … encoding="…"?>`) maps byte
/// for byte and is converted. Other encodings are refused with a message that says how to fix
/// the file, rather than read as garbled names.
enum OPMLInput {
    /// The document as UTF-8, or what is wrong with its encoding.
    static func utf8(from bytes: [UInt8]) -> Result<[UInt8], XMLSyntaxError> {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return .failure(XMLSyntaxError(position: XMLPosition(line: 1, column: 1), message: "the file is UTF-16: save it as UTF-8"))
        }
        guard let encoding = declaredEncoding(in: bytes)?.lowercased() else { return .success(bytes) }
        switch encoding {
        case "utf-8", "utf8", "us-ascii", "ascii":
            return .success(bytes)
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1":
            return .success(Array(String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })).utf8))
        default:
            return .failure(XMLSyntaxError(position: XMLPosition(line: 1, column: 1), message: "the file's encoding \(encoding) is not supported: save it as UTF-8"))
        }
    }

    /// The `encoding` pseudo-attribute of a leading `<?xml …?>`, if there is one.
    private static func declaredEncoding(in bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: "<?xml".utf8),
              let end = bytes[start...].prefix(512).firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let key = declaration.firstRange(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
