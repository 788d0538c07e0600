import ArgumentParser
import FeedFetch
import Feeds
import Foundation

/// `feedbrowser parse FEED --json`: the parsed feed and all its items as JSON (schema in README.md).
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse a feed and print it as JSON."
    )

    @Argument(help: "A feed: a path, a file:// URL, an http(s) or feed: URL, or - for standard input.")
    var feed: String

    @Flag(name: .long, help: "Print JSON (the only output format).")
    var json = false

    @Option(name: .long, help: "Substitute this text (URL-encoded) for {query} in the feed URL.")
    var query: String?

    @Flag(name: .long, help: "On a parse error, still print the items parsed before it (exit code stays 1).")
    var keepPartial = false

    // Unconditional: "-1" is read as the value (refused by `validate`), not as an option.
    @Option(name: .long, parsing: .unconditional, help: "Largest response accepted over HTTP, in bytes (at least 1).")
    var maxBytes: Int = 50_000_000

    func validate() throws {
        guard maxBytes > 0 else {
            throw CommandFailure.badValue("--max-bytes must be a positive number of bytes (got '\(maxBytes)').")
        }
    }

    func run() throws {
        let location = query.map { FeedQuery.substitute(feed, query: $0) } ?? feed
        if query != nil, location == feed {
            FileHandle.standardError.write(Data("feedbrowser: --query is ignored: the feed location has no {query} to replace\n".utf8))
        }
        var options = FeedLoadOptions()
        options.maxBytes = maxBytes
        do {
            let source = try FeedSource(location)
            let result = try FeedLoader.load(source, options: options)
            // On stderr: standard output stays the feed's JSON, in its schema.
            if let page = result.linkedFrom {
                FileHandle.standardError.write(Data("feedbrowser: \(page) is an HTML page; parsed the feed it links to: \(result.finalURL)\n".utf8))
            }
            try printJSON(result.feed)
        } catch let error as FeedLoadError {
            var message = error.description
            if case .parse(let parseError, _) = error, !parseError.partialFeed.items.isEmpty {
                if keepPartial { try? printJSON(parseError.partialFeed) } else { message += "; --keep-partial prints them" }
            }
            throw CommandFailure.failed(message)
        }
    }

    private func printJSON(_ feed: Feed) throws {
        let output = StandardOutput()
        FeedJSONWriter.write(feed) { output.emit($0) }
        try output.check()
    }
}
