import Feeds
import Testing
@testable import FeedBrowser

@Suite struct SupportTests {
    @Test func numbersAreGroupedByThousands() {
        #expect(NumberText.grouped(0) == "0")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(12_345) == "12,345")
        #expect(NumberText.grouped(1_000_000) == "1,000,000")
    }

    @Test func everyScalarWithALowercaseFormHasALeadByteTheFilterFolds() {
        var missed: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { continue }
            let lead = Array(String(scalar).utf8)[0]
            if !FeedItem.mayStartCasedLetter(lead) { missed.append("U+" + String(value, radix: 16, uppercase: true)) }
        }
        #expect(missed.isEmpty, "cased scalars the filter would not fold: \(missed.prefix(20))")
    }

    @Test func oneLineCollapsesSeparatorsAndTrims() {
        #expect(FeedItem.oneLine("  a  b\n\tc \r\n") == "a b c")
        #expect(FeedItem.oneLine("Already one clean line") == "Already one clean line")
        #expect(FeedItem.oneLine("東京\u{0B}の\u{0C}天気") == "東京 の 天気")
        #expect(FeedItem.oneLine("") == "")
        #expect(FeedItem.oneLine(" \n ") == "")
    }

    @Test func leadingTextIsCutOnCharacters() {
        #expect(FeedItem.leading(3, of: "abc") == "abc")
        #expect(FeedItem.leading(2, of: "e\u{301}xyz") == "e\u{301}x", "two characters, four bytes")
    }

    @Test func finalSigmaAndSharpSFoldLikeTheirCapitals() {
        #expect(FeedItem.foldedForSearch("ΟΔΥΣΣΕΥΣ") == FeedItem.foldedForSearch("οδυσσευς"))
        #expect(FeedItem.foldedForSearch("Straße").contains(FeedItem.foldedForSearch("STRASSE")))
        #expect(FeedItem.foldedForSearch("GROẞE") == "grosse")
    }

    @Test func theFilterFoldEqualsScalarLowercasing() {
        let samples = ["Über STRASSE", "ΣΟΦΙΑ Σ", "ПРИВЕТ мир", "东京 ＡＢＣ Ⓐ", "İstanbul", "Ꭰ Cherokee", "𐐀 Deseret", "MiXeD 😀 éÉ"]
        for sample in samples {
            let expected = String(String.UnicodeScalarView(sample.unicodeScalars.flatMap { $0.properties.lowercaseMapping.unicodeScalars }))
            #expect(FeedItem.foldedForSearch(sample) == expected, "\(sample)")
        }
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
