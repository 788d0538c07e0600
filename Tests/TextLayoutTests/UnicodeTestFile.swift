import Foundation

/// One case of a Unicode break test file: the scalars and the positions (0...count) where the
/// file says there is a break.
struct UnicodeBreakCase {
    let line: Int
    let scalars: [Unicode.Scalar]
    let breaks: Set<Int>
    let text: String
}

/// Reads LineBreakTest.txt / GraphemeBreakTest.txt from Debian's unicode-data package.
enum UnicodeTestFile {
    static let directory = "/usr/share/unicode/auxiliary"

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "\(path) is missing: the Unicode 15.0 conformance files come from Debian's unicode-data package; `make deps` installs it"
        }
    }

    /// Every case of the file, or `Missing` with what to install.
    static func cases(_ name: String) throws -> [UnicodeBreakCase] {
        let path = "\(directory)/\(name)"
        guard let contents = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        var result: [UnicodeBreakCase] = []
        for (number, rawLine) in String(decoding: contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !fields.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: Set<Int> = []
            for field in fields {
                switch field {
                case "÷": breaks.insert(scalars.count)
                case "×": break
                default:
                    guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw Missing(path: "\(path):\(number + 1) has an unreadable field \(field); the file")
                    }
                    scalars.append(scalar)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            result.append(UnicodeBreakCase(line: number + 1, scalars: scalars, breaks: breaks, text: String(view)))
        }
        return result
    }

    /// Maps UTF-8 offsets of `text` to scalar positions.
    static func scalarPositions(of text: String) -> [Int: Int] {
        var map: [Int: Int] = [:]
        var offset = 0
        for (position, scalar) in text.unicodeScalars.enumerated() {
            map[offset] = position
            offset += UTF8.width(scalar)
        }
        map[offset] = text.unicodeScalars.count
        return map
    }
}
