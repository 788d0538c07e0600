import Foundation
import Testing

/// The sample library `make run` opens: built by scripts/make-sample-library.sh with the binary's
/// own commands, inside the folder it is given, even a relative one (a relative XDG path would be
/// ignored and the sample would land in the user's ~/.config).
@Suite struct SampleLibraryTests {
    @Test func theSampleLibraryIsBuiltInItsFolderAndNowhereElse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID().uuidString)")
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [AppEndToEndTests.repository.appendingPathComponent("scripts/make-sample-library.sh").path,
                             try TmuxSession.feedbrowserBinary(), "relative/sample"]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = nil
        environment["XDG_DATA_HOME"] = nil
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let sample = root.appendingPathComponent("relative/sample")
        let urls = try String(contentsOf: sample.appendingPathComponent("config/feedbrowser/urls"), encoding: .utf8)
        #expect(urls.split(separator: "\n").count == 4, "\(urls)")
        #expect(FileManager.default.fileExists(atPath: sample.appendingPathComponent("data/feedbrowser/library.sqlite").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing in the user's home")
    }
}
