import Foundation

/// Finds the bundled sample feed for `feedbrowser` with no argument.
enum BundledSample {
    static let relativePath = "Fixtures/feeds/deviantart-sample.xml"

    /// `$FEEDBROWSER_SAMPLE`, else the sample in the working directory's checkout, else the one of
    /// the checkout the executable was built in (.build/CONFIG/feedbrowser -> repository root).
    static func path() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["FEEDBROWSER_SAMPLE"], FileManager.default.fileExists(atPath: path) { return path }
        var candidates = [FileManager.default.currentDirectoryPath + "/" + relativePath]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            candidates.append(directory.appendingPathComponent(relativePath).path)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
