import Foundation
import Testing
@testable import Feeds

/// Errors and warnings quote the document; they go to stderr and the status line, so what they
/// quote must not act on a terminal, and each must stay one line.
@Suite struct ErrorTextTests {
    /// CR, LF, DEL, an 8-bit CSI (U+009B) and OSC (U+009D), BEL, ESC, TAB.
    static let hostile = "\r\n\u{7F}\u{9B}31m\u{9D}0;title\u{7}\u{1B}[2J\t"

    /// True when `text` has no C0 control (LF and TAB included), DEL, C1 control, or parked control.
    static func isOneCleanLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0xE000...0xE01F).contains($0.value) }
    }

    @Test func aPlainTextDocumentIsQuotedWithoutItsControls() throws {
        let error = try #require(FixtureLoading.failure(Data("note\r\u{7F}\u{9B}31m\u{9D}0;title\u{7}red\u{1B}[2J text\nsecond line".utf8)))
        #expect(error.kind == .notAFeed("plain text"))
        #expect(Self.isOneCleanLine(error.description), "\(error.description.debugDescription)")
        #expect(Self.isOneCleanLine(error.message))
        #expect(error.message == "the document starts with \"notered text\"")
    }

    @Test func anEncodingLabelIsQuotedWithoutItsControls() throws {
        let document = "<?xml version=\"1.0\" encoding=\"x\(Self.hostile)y\"?>\n<rss><channel></channel></rss>"
        let error = try #require(FixtureLoading.failure(Data(document.utf8)))
        #expect(Self.isOneCleanLine(error.description), "\(error.description.debugDescription)")
        #expect(error.message.contains("'x  y'"), "\(error.message.debugDescription)")
    }

    @Test func aWarningQuotingAnEntityIsOneCleanLine() throws {
        let document = "<!DOCTYPE rss [<!ENTITY e SYSTEM \"file:/x\(Self.hostile)\">]><rss><channel><title>&e;</title></channel></rss>"
        let feed = try FixtureLoading.parse(text: document)
        let warning = try #require(feed.warnings.first)
        #expect(warning.hasPrefix("external entity &e; (file:/x"), "\(warning.debugDescription)")
        #expect(Self.isOneCleanLine(warning), "\(warning.debugDescription)")
    }

    @Test func aMessageMadeWithControlsIsCleanedWhenTheErrorIsMade() {
        // Parked controls (U+E000 + code) come back as controls first, so the escape sequence they
        // start is removed whole, as the screen's text is.
        let error = FeedParseError(kind: .notAFeed("<r\u{E01B}[31moot>"), message: "a\r\nb\u{E01B}]0;x\u{E007}c\u{9B}2Jd", line: 1, column: 1)
        #expect(error.message == "a bcd")
        #expect(error.description == "not a feed: found <root> at line 1, column 1: \(error.message)")
    }
}
