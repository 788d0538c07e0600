import Testing
@testable import NcursesBackend

/// A C library's wcwidth as of glibc 2.36 for the characters used here (-1: unknown to it).
func fakeWcwidth(_ value: UInt32) -> Int {
    switch value {
    case 0x20...0x7E, 0xE9, 0x2764, 0xFFFD: return 1
    case 0x1F1E6...0x1F1FF: return 1
    case 0x300...0x36F, 0xFE0F, 0x200D, 0x20E3: return 0
    case 0x4E16, 0x754C, 0x1F468, 0x1F469, 0x1F467, 0x1F600, 0x1F44D, 0x1F3FD: return 2
    case 0x915, 0x924, 0x928, 0x937, 0x938, 0x93F, 0xE01, 0xE33: return 1  // Devanagari letters, vowel sign I (Mc); Thai KO KAI, SARA AM
    case 0x94D, 0x947: return 0                                         // virama, vowel sign E (Mn)
    default: return -1
    }
}

@Suite struct GlyphPlanTests {
    func plan(_ character: Character, _ columns: Int, max: Int = 5, width: (UInt32) -> Int = fakeWcwidth) -> GlyphPlan {
        GlyphPlan.make(for: character, columns: columns, maxScalars: max, wcwidth: width)
    }

    func columns(_ plan: GlyphPlan) -> Int { plan.segments.reduce(0) { $0 + $1.columns } }

    @Test func agreeingClustersAreWrittenWhole() {
        let wide = plan("世", 2)
        #expect(wide.isExact)
        #expect(wide.segments == [GlyphSegment(scalars: [0x4E16], columns: 2)])
        let accent = plan("e\u{301}", 1)
        #expect(accent.isExact)
        #expect(accent.segments == [GlyphSegment(scalars: [0x65, 0x301], columns: 1)])
    }

    @Test func spacingVowelSignsGetACellOfTheirOwn() {
        // न + ि: the terminal gives the vowel sign its own column, so it is written in the next cell.
        let ni = plan("नि", 2)
        #expect(ni.isExact)
        #expect(ni.segments == [GlyphSegment(scalars: [0x928], columns: 1), GlyphSegment(scalars: [0x93F], columns: 1)])
        // स्ते (one Character to Swift's runtime, not to its compiler): zero-width virama and vowel
        // sign E stay with their letters.
        let ste = plan(Character("स्ते"), 2)
        #expect(ste.isExact)
        #expect(ste.segments.map(\.scalars) == [[0x938, 0x94D], [0x924, 0x947]])
        let kshi = plan(Character("क्षि"), 3)
        #expect(kshi.segments.map(\.scalars) == [[0x915, 0x94D], [0x937], [0x93F]])
        // Thai SARA AM is a spacing mark that is a letter (Lo) to the C library: a column too.
        #expect(plan("กำ", 2).segments.map(\.scalars) == [[0xE01], [0xE33]])
    }

    @Test func vs16EmojiOnNarrowBaseIsBasePlusPadding() {
        let heart = plan("\u{2764}\u{FE0F}", 2)
        #expect(!heart.isExact)
        #expect(heart.segments == [GlyphSegment(scalars: [0x2764], columns: 1), GlyphSegment(scalars: [0x20], columns: 1)])
    }

    @Test func keycapIsItsDigitPlusPadding() {
        let keycap = plan("1\u{FE0F}\u{20E3}", 2)
        #expect(keycap.segments.map(\.scalars) == [[0x31], [0x20]])
        #expect(columns(keycap) == 2)
    }

    @Test func flagBecomesRegionLetters() {
        let flag = plan("\u{1F1E9}\u{1F1EA}", 2)
        #expect(flag.segments == [GlyphSegment(scalars: [0x44], columns: 1), GlyphSegment(scalars: [0x45], columns: 1)])
    }

    @Test func zwjSequenceKeepsItsFirstEmoji() {
        let family = plan("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2)
        #expect(family.segments == [GlyphSegment(scalars: [0x1F468], columns: 2)])
        let skin = plan("\u{1F44D}\u{1F3FD}", 2)
        #expect(skin.segments == [GlyphSegment(scalars: [0x1F44D], columns: 2)])
    }

    @Test func emojiUnknownToTheCLibraryBecomesReplacementPlusPadding() {
        let shaking = plan("\u{1FAE8}", 2)
        #expect(shaking.segments.map(\.scalars) == [[0xFFFD], [0x20]])
        let noReplacement = plan("\u{1FAE8}", 2) { $0 == 0xFFFD ? -1 : fakeWcwidth($0) }
        #expect(noReplacement.segments.map(\.scalars) == [[0x3F], [0x20]])
    }

    @Test func narrowMeasuredButWideInTheCLibraryIsReplaced() {
        let wideAsNarrow = plan("世", 1)
        #expect(wideAsNarrow.segments.map(\.scalars) == [[0xFFFD]])
        #expect(columns(wideAsNarrow) == 1)
    }

    @Test func narrowBaseMeasuredWideIsPadded() {
        let padded = plan("\u{2764}", 2)
        #expect(padded.segments.map(\.scalars) == [[0x2764], [0x20]])
    }

    @Test func moreMarksThanACcharHoldsAreCut() {
        let zalgo = plan("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", 1)
        #expect(zalgo.segments.count == 1)
        #expect(zalgo.segments[0].scalars == [0x65, 0x301, 0x302, 0x303, 0x304])
        #expect(!zalgo.isExact)
    }

    @Test func selectorDroppedWhereMeasuredNarrow() {
        // A terminal like tmux widens "x + VS16"; measured as one column it must stay one.
        let narrow = plan("\u{2764}\u{FE0F}", 1)
        #expect(narrow.segments == [GlyphSegment(scalars: [0x2764], columns: 1)])
    }

    @Test(arguments: ["世", "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{1F1E9}\u{1F1EA}", "\u{1FAE8}", "\u{1F468}\u{200D}\u{1F469}", "é", "नि", Character("क्षि")] as [Character])
    func everyPlanCoversExactlyTheMeasuredColumns(character: Character) {
        for measured in 1...3 {
            let result = plan(character, measured)
            #expect(columns(result) == measured, "\(character) at \(measured)")
            for segment in result.segments {
                #expect(fakeWcwidth(segment.scalars[0]) == segment.columns, "\(character): \(segment)")
                #expect(segment.scalars.dropFirst().allSatisfy { fakeWcwidth($0) == 0 })
            }
        }
    }
}
