import Foundation
import Testing
@testable import FeedBrowserRuntime

/// Opening links: `$BROWSER` as an argument vector, and `render`, which never starts a browser.
@Suite struct LinkOpenerTests {
    @Test func renderSaysWhatANumberWouldOpenAndStartsNothing() throws {
        let feed = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/atom-blog.xml").path
        let screen = try HeadlessScreen.render(feed: feed, width: 200, height: 10, keys: "j 1 Enter", pictures: nil)
        let status = try #require(screen.split(separator: "\n").last)
        #expect(status.hasPrefix("Would open https://workshop.example/audio/bench.mp3 (render starts no browser)"), "\(status)")
    }

    @Test func renderSaysWhatOWouldOpenAndStartsNothing() throws {
        let feed = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/deviantart-sample.xml").path
        let screen = try HeadlessScreen.render(feed: feed, width: 200, height: 10, keys: "o", pictures: nil)
        let status = try #require(screen.split(separator: "\n").last)
        #expect(status.hasPrefix("Would open https://"), "\(status)")
    }

    @Test func browserArgumentsAreAVectorWithTheURLAlone() throws {
        let url = "https://example.com/a b;$(rm -rf ~)"
        #expect(try LinkOpener(environment: ["BROWSER": "firefox"]).arguments(for: url) == ["firefox", url])
        #expect(try LinkOpener(environment: ["BROWSER": "open -a Safari"]).arguments(for: url) == ["open", "-a", "Safari", url])
        #expect(try LinkOpener(environment: ["BROWSER": "w3m:lynx"]).arguments(for: url) == ["w3m", url])
        #expect(throws: LinkOpener.Failure.optionLike("--remote-debugging-port=9222")) {
            try LinkOpener(environment: ["BROWSER": "firefox"]).arguments(for: "--remote-debugging-port=9222")
        }
        #expect(try LinkOpener(environment: ["BROWSER": "echo %s done"]).arguments(for: url) == ["echo", url, "done"])
        #expect(try LinkOpener(environment: ["BROWSER": "/tmp/logurl.sh --new-tab=%s --x"]).arguments(for: url)
                == ["/tmp/logurl.sh", "--new-tab=" + url, "--x"], "a %s inside a word, and no URL appended")
        #expect(try LinkOpener(environment: ["BROWSER": "b %s --also=%s 100%% %d"]).arguments(for: "u%s")
                == ["b", "u%s", "--also=u%s", "100%", "%d"], "every %s, %% as %, a %s in the URL left alone")
        #expect(try LinkOpener(environment: [:]).arguments(for: url) == [LinkOpener.systemOpener, url], "no $BROWSER: the system's opener")
        #expect(try LinkOpener(environment: ["BROWSER": "  "]).arguments(for: url) == [LinkOpener.systemOpener, url])
        #expect(try LinkOpener(environment: ["BROWSER": "w3m"], browsers: ["firefox --new-tab"]).arguments(for: url)
                == ["firefox", "--new-tab", url], "the configured browsers win over $BROWSER")
    }

    @Test func missingBrowserIsReportedNotIgnored() {
        let opener = LinkOpener(environment: ["BROWSER": "no-such-browser-here", "PATH": "/nonexistent"])
        #expect(throws: LinkOpener.Failure.launchFailed(program: "no-such-browser-here", reason: "not found in PATH")) {
            try opener.launch(for: "https://example.com")
        }
    }

    @Test func anAbsolutePathThatIsNotThereIsSaidToBeMissing() {
        let opener = LinkOpener(environment: ["BROWSER": "/nonexistent/bin/lynx", "PATH": "/usr/bin:/bin"])
        #expect(throws: LinkOpener.Failure.launchFailed(program: "/nonexistent/bin/lynx", reason: "/nonexistent/bin/lynx does not exist")) {
            try opener.launch(for: "https://example.com")
        }
    }

    @Test func textModeBrowsersRunOnTheTerminalOthersDetached() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("browsers-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["lynx", "firefox", "mybrowser"] {
            let path = directory.appendingPathComponent(name).path
            FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        }
        let environment = ["PATH": directory.path]
        let url = "https://example.com"
        #expect(try LinkOpener(environment: environment.merging(["BROWSER": "lynx"]) { $1 }).launch(for: url).inTerminal)
        #expect(try LinkOpener(environment: environment.merging(["BROWSER": directory.path + "/lynx -dump"]) { $1 }).launch(for: url).inTerminal)
        #expect(try !LinkOpener(environment: environment.merging(["BROWSER": "firefox"]) { $1 }).launch(for: url).inTerminal)
        #expect(try LinkOpener(environment: environment.merging(["BROWSER": "mybrowser"]) { $1 },
                               terminalPrograms: ["mybrowser"]).launch(for: url).inTerminal, "a program marked as a terminal one")
        let fallback = try LinkOpener(environment: environment.merging(["BROWSER": "missing:firefox"]) { $1 }).launch(for: url)
        #expect(fallback.name == "firefox" && fallback.path == directory.path + "/firefox" && fallback.arguments == [url],
                "$BROWSER's list is tried in order")
    }
}
