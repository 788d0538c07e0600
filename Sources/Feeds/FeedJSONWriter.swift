import Foundation

/// Writes a feed as the JSON of `feedbrowser parse --json` (schema in README.md), a thousand items
/// at a time: a 100k-item feed is never one encoded document in memory. The bytes are exactly what
/// `JSONEncoder` (pretty printed, sorted keys) gives for the whole feed.
public enum FeedJSONWriter {
    /// The encoder of the schema: pretty printed, sorted keys, ISO 8601 dates, slashes as written.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// Hands `feed` as JSON, ending with a newline, to `output` in pieces of `itemsPerChunk` items.
    public static func write(_ feed: Feed, itemsPerChunk: Int = 1000, to output: (Data) -> Void) throws {
        let encoder = makeEncoder()
        var channel = feed
        channel.items = []
        var shell = try encoder.encode(channel)
        // The top-level "items" key as the pretty printer writes an empty array (two-space indent;
        // JSON strings never hold a raw newline, so this cannot match inside a value).
        let emptyItems = Data("\n  \"items\" : [\n\n  ]".utf8)
        if feed.items.isEmpty {
            shell.append(0x0A)
            output(shell)
            return
        }
        guard let slot = shell.range(of: emptyItems) else {
            // A Foundation that prints empty arrays differently: the whole feed at once, never
            // a feed silently without its items.
            var whole = try encoder.encode(feed)
            whole.append(0x0A)
            output(whole)
            return
        }
        output(shell[..<slot.lowerBound] + Data("\n  \"items\" : [\n".utf8))
        var start = 0
        while start < feed.items.count {
            let end = min(start + max(1, itemsPerChunk), feed.items.count)
            let encoded = try encoder.encode(Array(feed.items[start..<end]))
            output(nested(encoded, continuing: start > 0))
            start = end
        }
        var tail = Data("\n  ]".utf8)
        tail.append(shell[slot.upperBound...])
        tail.append(0x0A)
        output(tail)
    }

    /// The elements of an encoded top-level array ("[\n  {...},\n  {...}\n]") indented one level
    /// deeper, as they appear inside the feed object; a leading ",\n" when earlier elements precede.
    private static func nested(_ array: Data, continuing: Bool) -> Data {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(array.count + array.count / 8)
        if continuing { bytes.append(contentsOf: [UInt8(ascii: ","), newline]) }
        bytes.append(contentsOf: [space, space])
        array.withUnsafeBytes { raw in
            // Between the opening "[\n" and the closing "\n]". Blank lines (inside an empty array)
            // stay unindented, as the pretty printer writes them.
            var lineStart = false
            for byte in raw[2..<(raw.count - 2)] {
                if lineStart && byte != newline { bytes.append(contentsOf: [space, space]) }
                bytes.append(byte)
                lineStart = byte == newline
            }
        }
        return Data(bytes)
    }
}
