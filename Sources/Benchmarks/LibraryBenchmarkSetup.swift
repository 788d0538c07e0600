import FeedFetch
import Feeds
import Foundation
import Library

/// What the Library suite works on: a scratch directory, the loopback feed server, libraries
/// generated straight into the store, and child processes timed with `/usr/bin/time`.
enum LibraryBenchmarkSetup {
    /// A fresh directory under the system's temporary directory, removed by `remove`.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-library-bench-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The `feedbrowser` executable built beside this one (`swift build -c release --product feedbrowser`).
    static func feedbrowserBinary() -> String? {
        let here = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let path = here.deletingLastPathComponent().appendingPathComponent("feedbrowser").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static func executable(named name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    // MARK: - The loopback server

    /// `scripts/bench/library_server.py` serving a directory on 127.0.0.1; stopped by `stop`
    /// (it also stops itself when this process's end closes its standard input, or after 15 min).
    final class FeedServer {
        let process = Process()
        let input = Pipe()
        let port: Int

        init(directory: URL) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "scripts/bench/library_server.py", directory.path, "--lifetime", "900"]
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
                process.terminate()
                throw SetupError("the feed server did not start (is python3 installed?)")
            }
            self.port = port
        }

        func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

        /// The server's counters so far: requests, ok, not_modified, missing.
        func stats() -> [String: Int] {
            guard let url = URL(string: url("stats")), let data = try? FeedLoader.data(at: url),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Int] else { return [:] }
            return object
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    struct SetupError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - Child processes

    /// How a child process ran: wall seconds (this process's monotonic clock), peak resident
    /// megabytes (`/usr/bin/time -f %M`; NaN without it), exit status and the end of its stderr.
    struct ChildRun {
        var seconds: Double
        var peakMegabytes: Double
        var status: Int32
        var errorTail: String
    }

    /// Runs `executable arguments` under `/usr/bin/time`, standard output discarded.
    static func timedChild(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           scratch: URL) -> ChildRun {
        let timeFile = scratch.appendingPathComponent("time-\(UUID().uuidString.prefix(8)).txt")
        let errorFile = scratch.appendingPathComponent("stderr-\(UUID().uuidString.prefix(8)).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: timeFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let process = Process()
        let hasTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        if hasTime {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            process.arguments = ["-f", "%M", "-o", timeFile.path, executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = FileHandle(forWritingAtPath: errorFile.path)
        process.standardError = errors
        let start = Stopwatch.now()
        do { try process.run() } catch {
            return ChildRun(seconds: .nan, peakMegabytes: .nan, status: -1, errorTail: "\(error)")
        }
        process.waitUntilExit()
        let seconds = Double(Stopwatch.now() - start) / 1e9
        try? errors?.close()
        let kilobytes = (try? String(contentsOf: timeFile, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return ChildRun(seconds: seconds, peakMegabytes: kilobytes.map { $0 / 1024 } ?? .nan,
                        status: process.terminationStatus, errorTail: String(errorText.suffix(300)))
    }

    // MARK: - Generated libraries

    /// A library in `directory` (`urls` and `library.sqlite` side by side, as `render --library`
    /// reads them) of `feeds` feeds with `itemsPerFeed` items each, stored through
    /// `LibraryStore.store(feed:for:fetchedAt:validators:bodyHash:)` as a refresh would, all unread.
    static func generateLibrary(in directory: URL, feeds: Int, itemsPerFeed: Int, urlPrefix: String) throws -> LibraryStore {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let urls = (0..<feeds).map { String(format: "\(urlPrefix)/gen-%03d.xml", $0) }
        try Data((urls.joined(separator: "\n") + "\n").utf8).write(to: directory.appendingPathComponent("urls"))
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        var text = TextSource(seed: UInt64(feeds * 7919 + itemsPerFeed))
        let fetchedAt = Date()
        let newest = fetchedAt.timeIntervalSince1970 - 3600
        for (number, url) in urls.enumerated() {
            let items = (0..<itemsPerFeed).map { index -> FeedItem in
                let link = String(format: "https://site%03d.example.org/posts/%d", number, index)
                let body = text.sentences(3) + "\n\n" + text.sentences(3)
                return FeedItem(id: link, title: text.sentence(words: 3...9), link: link, author: "author\(number % 40)",
                                published: Date(timeIntervalSince1970: newest - Double(number * 61 + index * 3607)),
                                summary: body, content: body, links: [link], categories: [text.word()])
            }
            let feed = Feed(format: .rss20, title: String(format: "Feed %03d: %@", number, text.sentence(words: 2...5)),
                            link: String(format: "https://site%03d.example.org/", number), items: items)
            try store.store(feed: feed, for: url, fetchedAt: fetchedAt, validators: FeedValidators(etag: "\"gen\""), bodyHash: nil)
        }
        return store
    }

    /// Marks every item of the library read, one feed at a time (as `A` on each feed would).
    static func markEverythingRead(_ store: LibraryStore) throws {
        for feed in try store.feeds() { try store.markAllRead(feed: feed.id) }
    }

    /// Deterministic filler text (the same words as scripts/bench/library_feeds.py).
    struct TextSource {
        static let words = ("light shadow city river morning study portrait colour sketch ink paper canvas brush night winter "
            + "summer harbour market window street garden mountain forest lantern train station bridge quiet "
            + "afternoon process layer texture palette reference figure gesture perspective horizon sunrise fog "
            + "rain workshop release update journal notes library parser terminal memory feed reader version")
            .split(separator: " ").map(String.init)
        var state: UInt64

        init(seed: UInt64) { state = seed | 1 }

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func word() -> String { Self.words[next(Self.words.count)] }

        mutating func sentence(words range: ClosedRange<Int>) -> String {
            let count = range.lowerBound + next(range.count)
            var text = (0..<count).map { _ in word() }.joined(separator: " ")
            text = text.prefix(1).uppercased() + text.dropFirst()
            return text
        }

        mutating func sentences(_ count: Int) -> String {
            (0..<count).map { _ in sentence(words: 5...14) + "." }.joined(separator: " ")
        }
    }
}
