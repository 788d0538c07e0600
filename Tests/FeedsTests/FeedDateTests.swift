import Foundation
import Testing
@testable import Feeds

@Suite struct FeedDateTests {
    static let reference = Date(timeIntervalSince1970: 1_136_214_245)  // 2006-01-02T15:04:05Z

    @Test(arguments: [
        "Mon, 02 Jan 2006 15:04:05 GMT",
        "Mon, 02 Jan 2006 15:04:05 +0000",
        "Mon, 2 Jan 2006 16:04:05 +0100",
        "02 Jan 2006 10:04:05 EST",
        "Monday, 02-Jan-06 15:04:05 UT",
        "Mon, 02 January 2006 07:04:05 PST",
        "mon, 02 jan 2006 15:04:05 z",
        "2006-01-02T15:04:05Z",
        "2006-01-02T15:04:05.000Z",
        "2006-01-02T17:04:05+02:00",
        "2006-01-02T12:04:05-0300",
        "2006-01-02 15:04:05",
        "  2006-01-02t15:04:05z  ",
    ])
    func parsesTheUsualForms(text: String) {
        #expect(FeedDate.parse(text) == Self.reference, "\(text)")
    }

    @Test func partialForms() {
        #expect(FeedDate.parse("2006-01-02") == Date(timeIntervalSince1970: 1_136_160_000))
        #expect(FeedDate.parse("Mon, 02 Jan 2006 15:04 GMT") == Date(timeIntervalSince1970: 1_136_214_240))
        #expect(FeedDate.parse("2006-01-02T15:04:05.250Z")!.timeIntervalSince1970 == 1_136_214_245.25)
    }

    @Test(arguments: ["", "garbage", "32 Jan 2006", "2006-13-01", "Mon, 02 Foo 2006 15:04:05 GMT", "2006-01-02T25:00",
                      "Mon, 01 Jan 0001 00:00:00 +0000", "0001-01-01T00:00:00Z"])
    func rejectsNonDates(text: String) {
        #expect(FeedDate.parse(text) == nil, "\(text)")
    }
}
