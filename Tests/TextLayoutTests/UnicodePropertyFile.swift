import Foundation

/// Reads a UCD property file (`code..code ; value`) from /usr/share/unicode.
enum UnicodePropertyFile {
    static func entries(_ name: String) throws -> [(ClosedRange<UInt32>, String)] {
        let path = "/usr/share/unicode/\(name)"
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw UnicodeTestFile.Missing(path: path)
        }
        var result: [(ClosedRange<UInt32>, String)] = []
        for line in String(decoding: contents, as: UTF8.self).split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { continue }
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
            guard let first = bounds.first, let last = bounds.last else { continue }
            result.append((first...last, fields[1]))
        }
        return result
    }
}
