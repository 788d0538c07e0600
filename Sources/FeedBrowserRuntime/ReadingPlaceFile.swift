import FeedBrowserCore
import Foundation

/// Where the reader was when the app last quit, kept as JSON beside the library (`place.json`):
/// the next start opens the same list, item and detail place. A missing or unreadable file is
/// no place at all: it never stops the app from starting.
public struct ReadingPlaceFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func read() -> ReadingPlace? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(ReadingPlace.self, from: data)
    }

    /// Writes `place` in one step (a new file renamed over the old).
    public func write(_ place: ReadingPlace) throws {
        try JSONEncoder().encode(place).write(to: url, options: .atomic)
    }
}
