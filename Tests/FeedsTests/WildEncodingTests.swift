import Foundation
import Glibc
import Testing
@testable import Feeds

/// Issue 15's encodings: UTF-32, undeclared Japanese and Chinese legacy encodings, the HTTP
/// charset, and the order in which they decide (fixtures from scripts/fixtures/make-test-fixtures.py).
struct WildEncodingTests {
    static let japaneseTitle = "日本語のフィード"
    static let chineseTitle = "中文新闻频道"

    /// XML 1.0 Appendix F: a UTF-32 byte-order mark, or "<" as four bytes, names UTF-32.
    @Test func utf32WithAByteOrderMarkOrDeclared() throws {
        let marked = try FixtureLoading.parse("encoding-utf32-bom.xml")
        #expect(marked.title == "UTF-32 ✓ 𝄞")
        #expect(marked.items.first?.content == "body")
        let declared = try FixtureLoading.parse("encoding-utf32be-declared.xml")
        #expect(declared.title == "UTF-32BE")
    }

    /// Undeclared legacy CJK text is detected, as feedparser does through chardet.
    @Test(arguments: [("encoding-undeclared-euc-jp.xml", japaneseTitle), ("encoding-undeclared-shift-jis.xml", japaneseTitle),
                      ("encoding-undeclared-gb18030.xml", chineseTitle)])
    func undeclaredJapaneseAndChineseAreDetected(file: String, title: String) throws {
        let feed = try FixtureLoading.parse(file)
        #expect(feed.title == title)
        #expect(feed.items.first?.content.contains("。") == true)
        #expect(feed.warnings.isEmpty)
    }

    @Test func theDetectorTellsTheThreeApart() throws {
        func body(_ file: String) throws -> [UInt8] { Array(try FixtureLoading.data(file)) }
        #expect(LegacyCJKDetector.detect(try body("encoding-undeclared-euc-jp.xml")) == "EUC-JP")
        #expect(LegacyCJKDetector.detect(try body("encoding-undeclared-shift-jis.xml")) == "SHIFT_JIS")
        #expect(LegacyCJKDetector.detect(try body("encoding-undeclared-gb18030.xml")) == "GB18030")
        // Latin-1 text is none of them (it stays Windows-1252).
        #expect(LegacyCJKDetector.detect(try body("encoding-undeclared-latin1.xml")) == nil)
        #expect(LegacyCJKDetector.detect(Array("caf\u{E9} cr\u{E8}me, na\u{EF}ve".unicodeScalars.map { UInt8($0.value) })) == nil)
    }

    /// Sites that declare Shift_JIS, EUC-KR or GB2312 write Microsoft's supersets (CP932, CP949,
    /// GBK), as browsers assume (WHATWG Encoding): ①, Ⅲ, 髙 and 갂 are not in the strict tables,
    /// and a Japanese blog's numbered list came out as "�@�A".
    @Test(arguments: [("Shift_JIS", "CP932", "①Ⅲ髙"), ("sjis", "CP932", "①Ⅲ髙"), ("EUC-KR", "CP949", "갂똠"),
                      ("gb2312", "GB18030", "丂亐")])
    func aDeclaredLegacyEncodingIsReadAsItsCommonSuperset(label: String, writtenAs: String, text: String) throws {
        let utf8 = "<?xml version=\"1.0\" encoding=\"\(label)\"?><rss version=\"2.0\"><channel><title>\(text)</title></channel></rss>"
        let bytes = try #require(Self.iconv(utf8, to: writtenAs))
        let feed = try FeedParser.parse(Data(bytes))
        #expect(feed.title == text)
        #expect(feed.warnings.isEmpty)
    }

    /// `text` in `encoding` (nil when iconv cannot write it).
    static func iconv(_ text: String, to encoding: String) -> [UInt8]? {
        let converter = Glibc.iconv_open(encoding, "UTF-8")
        guard let converter, Int(bitPattern: converter) != -1 else { return nil }
        defer { iconv_close(converter) }
        var input = Array(text.utf8)
        var output = [UInt8](repeating: 0, count: input.count * 4)
        let written: Int? = input.withUnsafeMutableBytes { inRaw in
            output.withUnsafeMutableBytes { outRaw in
                var inPointer = inRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inRaw.count
                var outPointer = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = outRaw.count
                guard Glibc.iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return nil }
                return outRaw.count - outLeft
            }
        }
        return written.map { Array(output[..<$0]) }
    }

    @Test func undeclaredLatin1IsStillWindows1252() throws {
        let feed = try FixtureLoading.parse("encoding-undeclared-latin1.xml")
        #expect(feed.items.first?.title == "España y México")
    }

    /// Invalid bytes in a detected encoding become U+FFFD and the rest is kept.
    @Test func aBadByteInADetectedEncodingIsReplaced() throws {
        var bytes = try FixtureLoading.data("encoding-undeclared-euc-jp.xml")
        let title = try #require(bytes.range(of: Data("<description>".utf8)))
        bytes.insert(0xFF, at: title.upperBound)
        let feed = try FeedParser.parse(bytes)
        #expect(feed.items.first?.content.hasPrefix("\u{FFFD}これは") == true)
        #expect(feed.warnings.contains("invalid byte sequences were replaced by U+FFFD"))
    }

    @Test func theHTTPCharsetDecidesWhenTheDocumentDoesNot() throws {
        // "š" is 0xB9 in ISO-8859-2; sniffing alone reads the byte as Windows-1252's "¹".
        let bytes = Data("<rss version=\"2.0\"><channel><title>Praha ".utf8) + Data([0xB9]) + Data("</title></channel></rss>".utf8)
        let parser = FeedParser(httpCharset: "ISO-8859-2")
        try parser.append(bytes)
        #expect(try parser.finish().title == "Praha š")
        #expect(try FeedParser.parse(bytes).title == "Praha ¹")
    }

    /// The order: BOM, declaration, HTTP charset, sniffing. The declaration wins over the HTTP
    /// charset (RFC 7303 3.2 says the opposite, and feedparser follows it): servers attach a
    /// default charset to every file, the declaration was written with the document.
    @Test func theDeclarationWinsOverTheHTTPCharsetAndTheMarkOverBoth() throws {
        let declared = Data("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version=\"2.0\"><channel><title>Caf\u{E9}</title></channel></rss>".utf8)
        let parser = FeedParser(httpCharset: "iso-8859-1")
        try parser.append(declared)
        #expect(try parser.finish().title == "Café")
        var skip = 0
        #expect(InputTranscoder.detect(Array("\u{FEFF}<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>".utf8), bomLength: &skip, httpCharset: "gb18030") == .utf8)
        #expect(InputTranscoder.detect(Array("<rss/>".utf8), bomLength: &skip, httpCharset: "EUC-JP") == .legacy("euc-jp"))
    }
}
