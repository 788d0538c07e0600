import Foundation
import Testing
@testable import FeedFetch
import Feeds

/// A server that sends far more than the size cap (a gzip bomb, a length-less body) is cut at the
/// cap without the excess ever being held, and a body the parser rejects stops downloading.
@Suite(.serialized) struct BoundedMemoryTests {
    /// What this process may grow by while it loads: the cap (50 MB) is parsed, never held, so
    /// the growth stays far below this; queuing the excess (as URLSession did) takes gigabytes.
    /// Generous because other suites run in the same process at the same time.
    static let allowedGrowth = 300_000_000

    /// Restarts the kernel's count of this process's peak resident memory (Linux: clear_refs 5).
    static func resetPeakMemory() throws {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// This process's peak resident memory since the last reset, in bytes (VmHWM).
    static func peakMemory() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try #require(Int(line.split(separator: " ").dropFirst().first ?? "")) * 1024
    }

    func load(_ url: URL) -> FeedLoadError? {
        do { _ = try FeedLoader.load(.http(url)); return nil } catch { return error }
    }

    @Test(arguments: ["/bomb", "/endless"])
    func aHugeBodyIsCutAtTheCapWithoutBeingHeld(path: String) throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        try Self.resetPeakMemory()
        let before = try Self.peakMemory()
        let error = load(server.url(path))
        let growth = try Self.peakMemory() - before
        #expect(error == .tooLarge(url: server.url(path).absoluteString, limit: FeedLoadOptions().maxBytes))
        #expect(growth < Self.allowedGrowth, "peak memory grew by \(growth / 1_000_000) MB")
    }

    @Test func aBodyTheParserRejectsStopsDownloading() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        try Self.resetPeakMemory()
        let before = try Self.peakMemory()
        let error = load(server.url("/zero-bomb"))
        let growth = try Self.peakMemory() - before
        guard case .parse = error else { Issue.record("expected a parse failure, got \(String(describing: error))"); return }
        #expect(growth < Self.allowedGrowth, "peak memory grew by \(growth / 1_000_000) MB")
    }
}
