/// Deterministic benchmark texts: paragraphs of Latin prose, CJK prose and emoji-heavy posts.
enum TextLayoutBenchmarkCorpus {
    /// A small linear congruential generator: the same texts on every run and machine.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let latinWords = [
        "the", "feed", "reader", "shows", "every", "article", "with", "its", "summary", "and", "a", "thumbnail",
        "when", "there", "is", "one", "terminal", "columns", "rows", "layout", "constraints", "wrap", "text",
        "café", "naïve", "Überblick", "straße", "résumé", "élan", "déjà", "vu", "über", "Müller", "garçon",
        "self-sizing", "cells", "height", "width", "because", "of", "to", "in", "on", "for", "is", "it",
        "international", "information", "development", "characteristically", "2024", "10.5%", "(see", "below)",
    ]
    static let cjkPieces = [
        "日本語", "のテキスト", "を折り返す", "ための", "エンジン", "です", "。", "、", "中文", "文本", "换行",
        "测试", "「引用」", "（括弧）", "한국어", "텍스트", "줄바꿈", "！", "？", "漢字", "かな", "カタカナ",
    ]
    static let emojiPieces = [
        "hello", "world", "😀", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "🇺🇸", "❤️", "1️⃣", "🏳️‍🌈", "🎉", "new", "post",
        "日本", "café", "#tag", "@user", "—", "✨", "🚀", "👩🏾‍💻", "ok", "🤔",
    ]

    static func latin(bytes: Int) -> String {
        build(bytes: bytes, seed: 1) { generator in latinWords[generator.next(latinWords.count)] + (generator.next(12) == 0 ? ", " : " ") }
    }

    static func cjk(bytes: Int) -> String {
        build(bytes: bytes, seed: 2) { generator in cjkPieces[generator.next(cjkPieces.count)] }
    }

    static func emojiMix(bytes: Int) -> String {
        build(bytes: bytes, seed: 3) { generator in emojiPieces[generator.next(emojiPieces.count)] + (generator.next(2) == 0 ? " " : "") }
    }

    /// Paragraphs of 300 to 800 bytes separated by newlines, until `bytes` is reached.
    static func build(bytes: Int, seed: UInt64, piece: (inout Generator) -> String) -> String {
        var generator = Generator(state: seed)
        var text = ""
        text.reserveCapacity(bytes + 1024)
        while text.utf8.count < bytes {
            let paragraph = 300 + generator.next(500)
            var length = 0
            while length < paragraph {
                let next = piece(&generator)
                text += next
                length += next.utf8.count
            }
            text += "\n"
        }
        return text
    }

    /// Feed rows: a 60-character title and a 200-character summary (Latin, a few accents).
    static func rows(count: Int) -> [(title: String, summary: String)] {
        var generator = Generator(state: 4)
        func sentence(_ characters: Int) -> String {
            var text = ""
            while text.count < characters {
                if !text.isEmpty { text += " " }
                text += latinWords[generator.next(latinWords.count)]
            }
            return String(text.prefix(characters))
        }
        return (0..<count).map { _ in (sentence(60), sentence(200)) }
    }
}
