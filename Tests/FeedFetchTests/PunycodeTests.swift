import Testing
@testable import FeedFetch

/// Punycode decoding against RFC 3492's sample strings (section 7.1), and hosts shown as written.
@Suite struct PunycodeTests {
    @Test(arguments: [
        ("ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"),  // (B) Chinese (simplified)
        ("ihqwctvzc91f659drss3x8bo0yb", "他們爲什麽不說中文"),  // (C) Chinese (traditional)
        ("Proprostnemluvesky-uyb24dma41a", "Pročprostěnemluvíčesky"),  // (D) Czech
        ("egbpdaj6bu4bxfgehfvwxn", "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}"),  // (A) Arabic
        ("3B-ww4c5e180e575a65lsy2b", "3年B組金八先生"),  // (L)
        ("-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n", "安室奈美恵-with-SUPER-MONKEYS"),  // (M)
        ("MajiKoi5-783gue6qz075azm5e", "MajiでKoiする5秒前"),  // (P)
        ("d9juau41awczczp", "そのスピードで"),  // (R)
        ("-> $1.00 <--", "-> $1.00 <-"),  // (S) only basic code points
        ("r8jz45g", "例え"),
    ])
    func theRFCSamplesDecode(encoded: String, decoded: String) {
        #expect(Punycode.decode(encoded) == decoded)
    }

    @Test func invalidPunycodeIsNotDecoded() {
        #expect(Punycode.decode("r8jz45") == nil, "ends inside a number")
        #expect(Punycode.decode("a_b") == nil, "not in the alphabet")
        #expect(Punycode.decode("9999999999a") == nil, "beyond Unicode")
        #expect(Punycode.decode("99999999999999999999a") == nil, "overflows")
        #expect(Punycode.decode("例え") == nil, "not ASCII")
    }

    @Test func hostsShowTheirLabelsAsWritten() {
        #expect(Punycode.unicodeHost("xn--r8jz45g.jp") == "例え.jp")
        #expect(Punycode.unicodeHost("www.XN--R8JZ45G.jp") == "www.例え.jp", "either case")
        #expect(Punycode.unicodeHost("feeds.example.org") == "feeds.example.org")
        #expect(Punycode.unicodeHost("xn--9999999999a.example") == "xn--9999999999a.example", "invalid stays as it is")
        #expect(Punycode.unicodeHost("xn--.example") == "xn--.example")
    }
}
