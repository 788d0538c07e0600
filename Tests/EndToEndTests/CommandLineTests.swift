import Foundation
import Testing
import TextLayout

/// The command line of docs/ARCHITECTURE.md and the README as scripts use it: `parse --json`, `render`, `wrap`, and one clear
/// error line with a non-zero status for bad input (never a crash or a stack trace).
@Suite struct CommandLineTests {
    static let sample = AppEndToEndTests.repository.appendingPathComponent("Fixtures/feeds/atom-blog.xml").path

    @Test func parsePrintsTheFeedAsJSON() throws {
        let run = try CommandRun.feedbrowser(["parse", Self.sample, "--json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["id"] is String })
    }

    @Test func renderPrintsExactlyTheScreen() throws {
        let run = try CommandRun.feedbrowser(["render", Self.sample, "--size", "50x12", "--keys", "j"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        #expect(lines.last?.contains("2/") == true)
    }

    @Test func wrapFoldsStandardInputAndPrintsNothingForNothing() throws {
        let run = try CommandRun.feedbrowser(["wrap", "--width", "10"], input: "the quick brown fox jumps\n")
        #expect(run.status == 0)
        #expect(run.output == "the quick\nbrown fox\njumps\n")
        let empty = try CommandRun.feedbrowser(["wrap", "--width", "10"], input: "")
        #expect(empty.status == 0 && empty.output.isEmpty)
    }

    /// `wrap` writes byte slices of its input; the lines must stay those of `TextWrapper.wrap`
    /// joined by line feeds, as the command printed them before (tabs, CR LF, separators, wide
    /// and combining characters); a final LF, CR LF or CR ends the last line (a CR LF file
    /// wraps to the lines of its LF copy).
    @Test(arguments: [1, 7, 40])
    func wrapPrintsTheEngineLinesUnchanged(width: Int) throws {
        let body = "Grüße aus Köln,\tein Satz mit Tab.\r\n日本語のテキストと한국어 text\u{2028}e\u{301}mojis 👩‍👩‍👧 and 🇩🇪 flags\n\n"
            + String(repeating: "averyveryverylongwordwithoutanybreakopportunity ", count: 3) + "\u{85}end"
        for input in [body, body + "\n", body + "\r\n", body + "\r", "\n", "\r\n", "x"] {
            let text = ["\n", "\r\n", "\r"].contains(input.last) ? String(input.dropLast()) : input
            let lines = try TextWrapper.wrap(text, width: width)
            let expected = lines.map { text[$0.range] + "\n" }.joined()
            let run = try CommandRun.feedbrowser(["wrap", "--width", "\(width)"], input: input)
            #expect(run.status == 0)
            #expect(run.output == expected, "input \(input.debugDescription)")
            let breaks = try CommandRun.feedbrowser(["wrap", "--width", "\(width)", "--breaks"], input: input)
            let expectedBreaks = lines.map {
                "\(text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound))..<\(text.utf8.distance(from: text.startIndex, to: $0.range.upperBound)) width=\($0.width)\n"
            }.joined()
            #expect(breaks.output == expectedBreaks, "input \(input.debugDescription)")
        }
    }

    /// `wrap` reads its input a megabyte at a time and cuts it at line feeds: input larger than
    /// that, with a first megabyte of CR LF lines only (no cut there: the buffer grows), a line
    /// of half a megabyte, empty lines and invalid UTF-8 in a later piece, is wrapped as the
    /// whole (repaired) text is, and `--breaks` counts offsets from the start of the whole text.
    @Test func wrapOfInputLargerThanItsBufferIsTheWrapOfTheWhole() throws {
        var input: [UInt8] = []
        while input.count < (1 << 20) - 40 { input += Array("Grüße aus Köln, ein Satz.\r\n".utf8) }
        input += Array("x\r\n\r\nab\r\n\n\ncafé\n".utf8)
        for number in 0..<50_000 { input += Array("word\(number) ".utf8) }
        input += [0x0A, 0x0A] + Array("naïve ".utf8) + [0xE2, 0x82] + Array(" après\n".utf8)
        while input.count < 3 << 20 { input += Array("日本語のテキスト、 über the feed\n".utf8) }
        input += [0xFF, 0x0A]
        let text = String(decoding: input.dropLast(), as: UTF8.self)
        for width in [9, 40] {
            let lines = try TextWrapper.wrap(text, width: width)
            let run = try CommandRun.feedbrowser(["wrap", "--width", "\(width)"], inputBytes: Data(input))
            #expect(run.status == 0)
            #expect(run.outputBytes == Data(lines.map { text[$0.range] + "\n" }.joined().utf8), "width \(width)")
            let breaks = try CommandRun.feedbrowser(["wrap", "--width", "\(width)", "--breaks"], inputBytes: Data(input))
            let utf8 = text.utf8
            let expectedBreaks = lines.map {
                "\(utf8.distance(from: utf8.startIndex, to: $0.range.lowerBound))..<\(utf8.distance(from: utf8.startIndex, to: $0.range.upperBound)) width=\($0.width)\n"
            }.joined()
            #expect(breaks.output == expectedBreaks, "width \(width)")
        }
    }

    /// Invalid UTF-8 anywhere in the input (every kind the check refuses, at every offset of an
    /// eight-byte word, after ASCII and after accents) is wrapped as its U+FFFD repair; valid
    /// input with accents at every offset stays as it is.
    @Test func wrapRepairsInvalidUTF8WhereverItIs() throws {
        let invalid: [[UInt8]] = [[0xFF], [0x80], [0xC0, 0xAF], [0xC3], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82],
                                  [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x98]]
        var input: [UInt8] = []
        var expected = ""
        for (number, bad) in invalid.enumerated() {
            for offset in 0..<17 {
                let before = Array("a".utf8) + Array(repeating: UInt8(ascii: "x"), count: offset) + (number % 2 == 0 ? [] : Array("é".utf8))
                let valid = before + Array(" Grüße \u{1F600} ok".utf8) + [0x0A]
                let broken = before + bad + Array(" tail of the line".utf8) + [0x0A]
                input += valid + broken
                expected += String(decoding: valid, as: UTF8.self) + String(decoding: broken, as: UTF8.self)
            }
        }
        let text = String(expected.dropLast())
        let lines = try TextWrapper.wrap(text, width: 12)
        let run = try CommandRun.feedbrowser(["wrap", "--width", "12"], inputBytes: Data(input))
        #expect(run.status == 0)
        #expect(run.outputBytes == Data(lines.map { text[$0.range] + "\n" }.joined().utf8))
        // Valid lines alone are not repaired: the same bytes come back.
        let validOnly = Array(expected.utf8).split(separator: 0x0A).enumerated().filter { $0.offset % 2 == 0 }
            .map { Array($0.element) + [0x0A] }.joined()
        let clean = try CommandRun.feedbrowser(["wrap", "--width", "200"], inputBytes: Data(validOnly))
        #expect(clean.outputBytes == Data(validOnly))
    }

    @Test(arguments: ["0x0", "abc", "100x", "-5x10", "99999x99999", "2001x40"])
    func badSizesAreOneClearLine(size: String) throws {
        let run = try CommandRun.feedbrowser(["render", Self.sample, "--size", size])
        #expect(run.status == 64)
        #expect(run.errorOutput.contains("--size must be COLUMNSxROWS"), "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.contains("'\(size)'"))
        #expect(run.errorOutput.split(separator: "\n").count == 1, "stderr: \(run.errorOutput)")
    }

    @Test(arguments: [["wrap", "--width", "0"], ["wrap", "--width", "-1"], ["wrap", "--width", "abc"], ["wrap", "--width", "8", "--tab-stop", "x"],
                      ["render", "FEED", "--keys", "resize:99999x1"], ["render", "FEED", "--keys", "Entr"],
                      // Usage mistakes ArgumentParser finds: the same one line, not its usage text.
                      ["parse"], ["wrap"], ["render", "FEED", "--keys"], ["parse", "--nope", "FEED"], ["prase", "FEED", "--json"],
                      ["wrap", "--width", "99999999999999999999"]])
    func badValuesAreOneLineWithTheUsageStatus(arguments: [String]) throws {
        // More input than a pipe holds: the rejected command exits without reading it, so the write
        // always meets a closed pipe, which must not take the test process down (SIGPIPE).
        let input = String(repeating: "text\n", count: 200_000)
        let run = try CommandRun.feedbrowser(arguments.map { $0 == "FEED" ? Self.sample : $0 }, input: input)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.hasPrefix("feedbrowser: "), "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.split(separator: "\n").count == 1, "stderr: \(run.errorOutput)")
    }

    @Test func aMissingFileIsOneLineBeforeTheInterfaceStarts() throws {
        let run = try CommandRun.feedbrowser(["/nonexistent/feed.xml"])
        #expect(run.status == 1)
        #expect(run.errorOutput == "feedbrowser: cannot read /nonexistent/feed.xml: no such file\n")
    }

    @Test func aCutDocumentSaysHowToPrintWhatWasRead() throws {
        let truncated = AppEndToEndTests.repository.appendingPathComponent("Fixtures/feeds/truncated.xml").path
        let run = try CommandRun.feedbrowser(["parse", truncated, "--json"])
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.errorOutput.contains("items read before it); --keep-partial prints them"), "stderr: \(run.errorOutput)")
        let partial = try CommandRun.feedbrowser(["parse", truncated, "--json", "--keep-partial"])
        #expect(partial.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(partial.output.utf8)) is [String: Any])
    }

    @Test func aCacheThatCannotBeClearedIsOneLineAndStatusOne() throws {
        // Tests run as root, for whom no directory is read-only: a cache under a regular file
        // cannot be listed (ENOTDIR), which fails the same way.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-directory-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CommandRun.feedbrowser(["cache", "clear"], environment: ["XDG_CACHE_HOME": file.path + "/x"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.hasPrefix("feedbrowser: cannot clear the picture cache \(file.path)/x/feedbrowser/images: "),
                "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.split(separator: "\n").count == 1, "stderr: \(run.errorOutput)")
        // A cache never written is simply empty.
        let none = try CommandRun.feedbrowser(["cache", "clear"], environment: ["XDG_CACHE_HOME": file.path + "-absent"])
        #expect(none.status == 0 && none.errorOutput.isEmpty)
    }

    @Test func aMistypedCommandIsNamed() throws {
        let run = try CommandRun.feedbrowser(["prase", Self.sample, "--json"])
        #expect(run.errorOutput.contains("unknown command 'prase'"), "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.contains("parse"))
    }

    @Test func helpStillPrintsTheHelp() throws {
        let run = try CommandRun.feedbrowser(["help", "parse"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: feedbrowser parse <feed>"), "the FEED of parse is required: \(run.output)")
    }

    @Test func aMissingFeedIsOneLineNamingIt() throws {
        let run = try CommandRun.feedbrowser(["parse", "/nonexistent/feed.xml", "--json"])
        #expect(run.status != 0)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.contains("/nonexistent/feed.xml"))
        #expect(run.errorOutput.split(separator: "\n").count == 1, "stderr: \(run.errorOutput)")
    }
}

/// Issue 13's command-line sources and issue 15's HTML pages, through the binary.
@Suite struct WildSourceCommandTests {
    static let feed = "<rss version=\"2.0\"><channel><title>Piped</title><item><title>A</title></item></channel></rss>\n"

    @Test func aDashReadsTheFeedFromStandardInput() throws {
        let run = try CommandRun.feedbrowser(["parse", "-", "--json"], input: Self.feed)
        #expect(run.status == 0)
        #expect(run.output.contains("\"title\" : \"Piped\""))
    }

    @Test func parseSaysOnStandardErrorWhichFeedAPageLedTo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.feed.utf8).write(to: directory.appendingPathComponent("feed.xml"))
        let page = directory.appendingPathComponent("index.html")
        try Data("<!DOCTYPE html><html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"feed.xml\"></head></html>".utf8).write(to: page)
        let run = try CommandRun.feedbrowser(["parse", page.path, "--json"])
        #expect(run.status == 0)
        #expect(run.errorOutput == "feedbrowser: \(page.path) is an HTML page; parsed the feed it links to: \(directory.appendingPathComponent("feed.xml").absoluteString)\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["title"] as? String == "Piped")
    }

    /// A mistyped command alone was opened as a feed file: "cannot read ./refrsh: no such file".
    @Test func aLoneMistypedCommandIsNamedAsOne() throws {
        let run = try CommandRun.feedbrowser(["refrsh"])
        #expect(run.status == 64)
        #expect(run.errorOutput.hasPrefix("feedbrowser: unknown command 'refrsh' (did you mean 'refresh'?)"), "stderr: \(run.errorOutput)")
    }

    /// terminal-check is a hidden diagnostic: not in --help, so not offered in errors either.
    @Test func aHiddenCommandIsNotNamedInErrors() throws {
        let run = try CommandRun.feedbrowser(["prase", "x", "--json"])
        #expect(run.status != 0)
        #expect(run.errorOutput.contains("did you mean 'parse'"))
        #expect(!run.errorOutput.contains("terminal-check"))
        let help = try CommandRun.feedbrowser(["--help"])
        #expect(!help.output.contains("terminal-check"))
    }
}
