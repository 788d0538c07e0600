import Feeds
import Testing
@testable import FeedBrowserCore

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
            // İ is the one exception: a plain i, so "istanbul" finds "İstanbul".
            let expected = String(String.UnicodeScalarView(sample.unicodeScalars.flatMap {
                $0 == "İ" ? ["i"] : Array($0.properties.lowercaseMapping.unicodeScalars)
            }))
            #expect(FeedItem.foldedForSearch(sample) == expected, "\(sample)")
        }
    }
}
