import CNcurses
import Testing
import TerminalUI
import TestSupport
@testable import NcursesBackend

/// Mouse reports and other sequences that ncurses passes through as characters never become keys.
@Suite struct InputSequenceDecoderTests {
    /// What the decoder makes of `text` arriving as characters, then a pause in the input.
    static func decode(_ text: String) -> [NcursesInput] {
        decode(text.unicodeScalars.map { (cn_ok(), Int32($0.value)) })
    }

    static func decode(_ results: [(Int32, Int32)]) -> [NcursesInput] {
        var decoder = InputSequenceDecoder()
        var inputs = results.flatMap { decoder.feed(status: $0.0, value: $0.1) }
        inputs += decoder.finish()
        return inputs
    }

    static func mouse(_ action: MouseAction, _ x: Int, _ y: Int) -> NcursesInput {
        .mouseReport(MouseEvent(action, x: x, y: y))
    }

    @Test func sgrReportsBecomeMouseEvents() {
        #expect(Self.decode("\u{1B}[<65;10;12M") == [Self.mouse(.wheelDown, 9, 11)],
                "the report that typed 'Open link: 651012'")
        #expect(Self.decode("\u{1B}[<64;1;1M") == [Self.mouse(.wheelUp, 0, 0)])
        #expect(Self.decode("\u{1B}[<0;81;5M") == [Self.mouse(.press(.left), 80, 4)])
        #expect(Self.decode("\u{1B}[<1;300;200M") == [Self.mouse(.press(.middle), 299, 199)], "no 223-column limit")
        #expect(Self.decode("\u{1B}[<2;3;4M") == [Self.mouse(.press(.right), 2, 3)])
        #expect(Self.decode("\u{1B}[<16;3;4M") == [Self.mouse(.press(.left), 2, 3)], "Ctrl-click is a click")
    }

    @Test func releasesMotionAndOtherButtonsAreSwallowed() {
        #expect(Self.decode("\u{1B}[<0;81;5m").isEmpty, "a release")
        #expect(Self.decode("\u{1B}[<32;81;5M").isEmpty, "a drag")
        #expect(Self.decode("\u{1B}[<35;81;5M").isEmpty, "motion without a button")
        #expect(Self.decode("\u{1B}[<66;1;1M").isEmpty, "the wheel tilted sideways")
        #expect(Self.decode("\u{1B}[<128;1;1M").isEmpty, "button 8")
    }

    @Test func x10ReportsBecomeMouseEvents() {
        // A click at column 81, row 5: the column byte is 32 + 81 = 'q', which used to quit.
        #expect(Self.decode("\u{1B}[M q%") == [Self.mouse(.press(.left), 80, 4)])
        #expect(Self.decode("\u{1B}[Ma%#") == [Self.mouse(.wheelDown, 4, 2)])
        #expect(Self.decode("\u{1B}[M`!!") == [Self.mouse(.wheelUp, 0, 0)])
        #expect(Self.decode("\u{1B}[M#q%").isEmpty, "a release")
        #expect(Self.decode("\u{1B}[M \u{100}\u{21}") == [Self.mouse(.press(.left), 223, 0)], "1005: UTF-8 coordinates")
        #expect(Self.decode("\u{1B}[M \u{1}\u{21}").isEmpty, "a byte below 32 is no coordinate")
    }

    @Test func urxvtReportsBecomeMouseEvents() {
        #expect(Self.decode("\u{1B}[32;81;5M") == [Self.mouse(.press(.left), 80, 4)])
        #expect(Self.decode("\u{1B}[97;10;12M") == [Self.mouse(.wheelDown, 9, 11)])
        #expect(Self.decode("\u{1B}[35;10;12M").isEmpty, "a release")
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        let sequences = [
            "\u{1B}[?1;2c", "\u{1B}[200~", "\u{1B}[1;5P", "\u{1B}[<65;10M", "\u{1B}[<65;10;12;9M",
            "\u{1B}[<99999999;1;1M", "\u{1B}[<1:2;1;1M", "\u{1B}[" + String(repeating: "1;", count: 100) + "1M",
            "\u{1B}]11;rgb:0000/0000/0000\u{7}", "\u{1B}]0;title\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\",
            "\u{1B}_hidden\u{7}", "\u{1B}Oz", "\u{1B}(B", "\u{1B}[ q",
        ]
        for sequence in sequences {
            #expect(Self.decode(sequence).isEmpty, "\(sequence.debugDescription)")
        }
        #expect(Self.decode("\u{1B}[<65;10;1") .isEmpty, "cut short: dropped, never keys")
    }

    @Test func keysAroundSequencesStayKeys() {
        #expect(Self.decode("j\u{1B}[<65;10;12Mk") == [.key(.character("j")), Self.mouse(.wheelDown, 9, 11), .key(.character("k"))])
        #expect(Self.decode("\u{1B}[<0;1;1M\u{1B}[<65;1;1M") == [Self.mouse(.press(.left), 0, 0), Self.mouse(.wheelDown, 0, 0)])
        #expect(Self.decode("\u{1B}]0;t\u{7}q") == [.key(.character("q"))])
    }

    @Test func escapeAloneAndAltKeysAreAsBefore() {
        #expect(Self.decode("\u{1B}") == [.key(.escape)])
        #expect(Self.decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        #expect(Self.decode("\u{1B}j") == [.key(.escape), .key(.character("j"))], "Alt-j: Esc, then j")
        let keyCode = cn_key_code_yes()
        #expect(Self.decode([(cn_ok(), 0x1B), (keyCode, Int32(CN_KEY_UP))]) == [.key(.escape), .key(.up)])
        #expect(Self.decode([(cn_ok(), 0x1B), (cn_ok(), 0x5B), (keyCode, Int32(CN_KEY_RESIZE))]) == [.resize],
                "a key code ends a sequence; its start is dropped")
    }

    @Test func aControlCharacterInsideASequenceEndsIt() {
        #expect(Self.decode("\u{1B}[12\u{3}") == [.key(.ctrl("c"))])
        #expect(Self.decode("\u{1B}[12\u{1B}[<0;2;2M") == [Self.mouse(.press(.left), 1, 1)])
    }

    @Test func waitingForTheRestOfAReport() {
        var decoder = InputSequenceDecoder()
        #expect(!decoder.waitsForMore)
        _ = decoder.feed(status: cn_ok(), value: 0x1B)
        #expect(!decoder.waitsForMore, "ncurses already waited after a lone Esc")
        _ = decoder.feed(status: cn_ok(), value: 0x5B)
        #expect(decoder.waitsForMore)
        #expect(decoder.finish().isEmpty)
        #expect(!decoder.waitsForMore)
    }

    @Test func randomBytesNeverCrashAndEscapeNeverLeaksSequenceBytes() {
        var generator = SeededGenerator(seed: 17)
        for _ in 0..<2000 {
            var decoder = InputSequenceDecoder()
            for _ in 0..<40 {
                let pick = generator.next() % 8
                let value: Int32 = pick == 0 ? 0x1B : pick == 1 ? 0x5B : Int32(generator.next() % 0x200)
                _ = decoder.feed(status: cn_ok(), value: value)
            }
            _ = decoder.finish()
        }
    }
}
