import Foundation
import Testing

/// The core is pure: state, `update` and views, with every I/O in FeedBrowserRuntime. These
/// checks read the core's sources so a thread, a process, a sleep, a file or a network call that
/// slips in fails here rather than in review.
@Suite struct CorePurityTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/FeedBrowserCore")

    /// Modules the core must not import: loading, pictures from disk or network, the terminal.
    static let forbiddenImports = ["FeedFetch", "Thumbnails", "NcursesBackend", "CNcurses", "Dispatch", "FoundationNetworking"]
    /// What I/O looks like in Swift source.
    static let forbiddenWords = ["Thread", "Process(", "usleep", "sleep(", "FileManager", "FileHandle", "URLSession",
                                 "contentsOfFile", "String(contentsOf", "Data(contentsOf", "DispatchQueue", "Task {", "Task.detached", "getenv", "ProcessInfo"]

    static func files() throws -> [(name: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    @Test func theCoreImportsNoIOModule() throws {
        let files = try Self.files()
        #expect(files.count > 30, "the core's sources were found")
        for file in files {
            for module in Self.forbiddenImports {
                #expect(!file.text.contains("import \(module)\n"), "\(file.name) imports \(module)")
            }
        }
    }

    @Test func theCoreStartsNoThreadProcessOrFileAccess() throws {
        for file in try Self.files() {
            // Comments may name what the core leaves to the runtime.
            let code = file.text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for word in Self.forbiddenWords {
                #expect(!code.contains(word), "\(file.name) uses \(word)")
            }
        }
    }
}
