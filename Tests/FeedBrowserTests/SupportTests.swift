import Testing
@testable import FeedBrowser

@Suite struct SupportTests {
    @Test func numbersAreGroupedByThousands() {
        #expect(NumberText.grouped(0) == "0")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(12_345) == "12,345")
        #expect(NumberText.grouped(1_000_000) == "1,000,000")
    }

    @Test func browserArgumentsAreAVectorWithTheURLAlone() throws {
        let url = "https://example.com/a b;$(rm -rf ~)"
        #expect(try LinkOpener(environment: ["BROWSER": "firefox"]).arguments(for: url) == ["firefox", url])
        #expect(try LinkOpener(environment: ["BROWSER": "open -a Safari"]).arguments(for: url) == ["open", "-a", "Safari", url])
        #expect(try LinkOpener(environment: ["BROWSER": "w3m:lynx"]).arguments(for: url) == ["w3m", url])
        #expect(try LinkOpener(environment: ["BROWSER": "echo %s done"]).arguments(for: url) == ["echo", url, "done"])
        #expect(throws: LinkOpener.Failure.browserUnset) { try LinkOpener(environment: [:]).arguments(for: url) }
        #expect(throws: LinkOpener.Failure.browserUnset) { try LinkOpener(environment: ["BROWSER": "  "]).arguments(for: url) }
    }

    @Test func missingBrowserIsReportedNotIgnored() {
        let opener = LinkOpener(environment: ["BROWSER": "no-such-browser-here", "PATH": "/nonexistent"])
        #expect(throws: LinkOpener.Failure.launchFailed(program: "no-such-browser-here", reason: "not found in PATH")) {
            try opener.open("https://example.com")
        }
    }
}
