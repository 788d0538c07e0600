import Foundation

extension TmuxSession {
    /// Path of the built `feedbrowser` executable: `$FEEDBROWSER_BINARY`, else the one next to
    /// the test bundle (same build configuration), else `.build/debug/feedbrowser` of this package.
    static func feedbrowserBinary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["FEEDBROWSER_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else { throw TmuxError.binaryMissing(path) }
            return path
        }
        var candidates: [String] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().appendingPathComponent("feedbrowser").path)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("feedbrowser").path)
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/feedbrowser").path)
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) { return path }
        throw TmuxError.binaryMissing(candidates.last ?? "feedbrowser")
    }
}
