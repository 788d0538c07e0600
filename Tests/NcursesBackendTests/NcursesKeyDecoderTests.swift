import CNcurses
import Testing
import TerminalUI
@testable import NcursesBackend

@Suite struct NcursesKeyDecoderTests {
    let keyCode = cn_key_code_yes()
    let ok = cn_ok()

    @Test func keyCodesDecode() {
        let cases: [(Int, NcursesInput)] = [
            (CN_KEY_UP, .key(.up)), (CN_KEY_DOWN, .key(.down)), (CN_KEY_LEFT, .key(.left)), (CN_KEY_RIGHT, .key(.right)),
            (CN_KEY_PPAGE, .key(.pageUp)), (CN_KEY_NPAGE, .key(.pageDown)), (CN_KEY_HOME, .key(.home)),
            (CN_KEY_END, .key(.end)), (CN_KEY_BACKSPACE, .key(.backspace)), (CN_KEY_ENTER, .key(.enter)),
            (CN_KEY_DC, .key(.delete)), (CN_KEY_BTAB, .key(.backTab)), (CN_KEY_F0 + 5, .key(.function(5))),
            (CN_KEY_RESIZE, .resize), (CN_KEY_MOUSE, .mouse), (CN_KEY_A1, .key(.home)), (CN_KEY_C3, .key(.pageDown)),
        ]
        for (code, expected) in cases {
            #expect(NcursesKeyDecoder.decode(status: keyCode, value: Int32(code)) == expected, "code \(code)")
        }
        #expect(NcursesKeyDecoder.decode(status: keyCode, value: 0o777) == .ignored)
    }

    @Test func charactersDecode() {
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x6A) == .key(.character("j")))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x20) == .key(.character(" ")))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0xE9) == .key(.character("é")))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x4E16) == .key(.character("世")))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x0D) == .key(.enter))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x1B) == .key(.escape))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x7F) == .key(.backspace))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x09) == .key(.tab))
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x03) == .key(.ctrl("c")))
    }

    @Test func invalidInputIsIgnored() {
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0xD800) == .ignored)
        #expect(NcursesKeyDecoder.decode(status: ok, value: -5) == .ignored)
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x9B) == .ignored)
        #expect(NcursesKeyDecoder.decode(status: ok, value: 0x00) == .ignored)
        #expect(NcursesKeyDecoder.decode(status: cn_err(), value: 0x6A) == .ignored)
    }

    @Test func mouseStatesDecode() {
        #expect(NcursesKeyDecoder.mouseAction(state: cn_button4_pressed()) == .wheelUp)
        #expect(NcursesKeyDecoder.mouseAction(state: cn_button5_pressed()) == .wheelDown)
        #expect(NcursesKeyDecoder.mouseAction(state: cn_button1_pressed()) == .press(.left))
        #expect(NcursesKeyDecoder.mouseAction(state: cn_button1_clicked()) == .press(.left))
        #expect(NcursesKeyDecoder.mouseAction(state: cn_button3_pressed()) == .press(.right))
        #expect(NcursesKeyDecoder.mouseAction(state: 0) == nil)
    }
}
