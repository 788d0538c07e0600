import Foundation
import Testing

/// `parse` of an http(s) feed writes nothing to the user's directories: no URL cache, no cookie
/// store, no directory named after the build (`~/.local/share/release`).
@Suite struct LeavesNoFilesTests {
    @Test func parsingAnHTTPFeedCreatesNoDirectories() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        for (name, folder) in [("XDG_CACHE_HOME", ".cache"), ("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                               ("XDG_STATE_HOME", ".local/state")] {
            environment[name] = home.appendingPathComponent(folder).path
        }
        let server = try DelayedImageServer(directory: AppEndToEndTests.repository.appendingPathComponent("Fixtures/feeds"), delay: 0)
        defer { server.stop() }

        let loaded = try CommandRun.feedbrowser(["parse", "\(server.base)/atom-blog.xml", "--json"], environment: environment)
        #expect(loaded.status == 0, "\(loaded.errorOutput)")
        let failed = try CommandRun.feedbrowser(["parse", "\(server.base)/missing.xml", "--json"], environment: environment)
        #expect(failed.status == 1)

        let created = FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? []
        #expect(created.isEmpty, "created under HOME: \(created)")
    }
}
