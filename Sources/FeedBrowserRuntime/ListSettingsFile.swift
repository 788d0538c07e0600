import FeedBrowserCore
import Feeds
import Foundation

/// The list's row style and order as the reader last chose them (`v`, `t`), kept as JSON in the
/// data directory (`list.json`, beside the library's `place.json`) so the next start looks the
/// same. A missing or unreadable file, or a value this version does not know, is the default:
/// it never stops the app from starting.
public struct ListSettingsFile: Sendable {
    /// What the file holds.
    public struct Settings: Codable, Equatable, Sendable {
        public var rowStyle: RowStyle?
        public var sortOrder: ItemOrder?

        public init(rowStyle: RowStyle?, sortOrder: ItemOrder?) {
            self.rowStyle = rowStyle
            self.sortOrder = sortOrder
        }
    }

    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The file in `directory` (the reader's data directory).
    public init(directory: URL) {
        self.init(url: directory.appendingPathComponent("list.json"))
    }

    /// The settings saved, each nil when absent or not understood.
    public func read() -> Settings {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return Settings(rowStyle: nil, sortOrder: nil)
        }
        return Settings(rowStyle: (object["rowStyle"] as? String).flatMap(RowStyle.init(rawValue:)),
                        sortOrder: (object["sortOrder"] as? String).flatMap(ItemOrder.init(rawValue:)))
    }

    /// Writes `settings` in one step (a new file renamed over the old), creating the directory.
    public func write(_ settings: Settings) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(settings).write(to: url, options: .atomic)
    }
}
