import Foundation
import Testing
@testable import Feeds

/// libxml2 reports through handlers; its default ones print to stderr, which in the app is the
/// screen. Each parse runs in a child process (an exit test) so its stderr is its own.
@Suite struct LibXMLErrorCaptureTests {
    @Test func malformedAndBadlyEncodedFeedsWriteNothingToStderr() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let documents: [Data] = [
                try FixtureLoading.data("encoding-euc-kr-bad-byte.xml"),
                try FixtureLoading.data("encoding-shift-jis-bad-byte.xml"),
                try FixtureLoading.data("encoding-gb18030-bad-byte.xml"),
                try FixtureLoading.data("malformed.xml"),
                try FixtureLoading.data("truncated.xml"),
                Data("<?xml version=\"1.0\" encoding=\"x-no-such\"?>\n<rss/>".utf8),
                Data("<rss><channel><title>&#0;&undeclared;</title><item><x:y a='1' a='2'></item>\u{1}</channel>".utf8),
            ]
            for document in documents { _ = FixtureLoading.failure(document) }
        }
        let written = try #require(result).standardErrorContent
        #expect(written.isEmpty, "stderr: \(String(decoding: written, as: UTF8.self))")
    }
}
