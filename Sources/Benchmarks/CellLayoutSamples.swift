import CellLayout

/// Realistic, seeded Latin-text rows for the CellLayout benchmarks: titles of 5-12 words,
/// summaries of 20-45 words (cut to 200 characters by `CellContent`), author names and badges.
enum CellLayoutSamples {
    static let words = """
    the of and to in is that for it as was with be by on not he this are or his from at which but \
    have an they you were her she there been one all we their has would when if so no will more can \
    about up out them some time could these two may first then do any like my now over such our man \
    me even most made after also did many before must through back years where much your way well \
    down should because each just those people how too little state good very make world still own \
    see men work long get here between both life being under never day same another know while last \
    might us great old year off come since against go came right used take three interface terminal \
    constraint layout solver feed browser release security update kernel compiler performance memory \
    unicode rendering scrolling thumbnail gallery painting illustration landscape portrait journal
    """.split(separator: " ").map(String.init)

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func sentence(_ low: Int, _ high: Int) -> String {
            let count = low + next(high - low + 1)
            var text = (0..<count).map { _ in CellLayoutSamples.words[next(CellLayoutSamples.words.count)] }.joined(separator: " ")
            text = text.prefix(1).uppercased() + text.dropFirst()
            return text
        }
    }

    /// `count` rows of `kind`, the same for every run.
    static func cells(_ kind: CellKind, count: Int, seed: UInt64 = 20_260_522) -> [CellContent] {
        var random = Generator(state: seed &+ UInt64(CellKind.allCases.firstIndex(of: kind)!) * 1_000_003)
        return (0..<count).map { _ in
            switch kind {
            case .article:
                CellContent(title: random.sentence(5, 12), summary: random.sentence(20, 45) + ".")
            case .media:
                CellContent(title: random.sentence(2, 8), summary: random.sentence(4, 40) + ".", hasThumbnail: true)
            case .post:
                CellContent(title: nil, summary: random.sentence(6, 45) + ".",
                            author: random.sentence(1, 3).capitalized, badge: random.next(3) == 0 ? "*" : "",
                            hasPicture: random.next(3) == 0)
            }
        }
    }
}
