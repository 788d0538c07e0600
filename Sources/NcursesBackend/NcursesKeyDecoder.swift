import CNcurses
import TerminalUI

/// Turns get_wch results into keys: key codes (KEY_CODE_YES) and characters (OK).
enum NcursesKeyDecoder {
    /// Key codes ncurses reports for the keys we name; keypad keys map to their navigation meaning.
    static let keyCodes: [Int32: Key] = {
        let pairs: [(Int, Key)] = [
            (CN_KEY_UP, .up), (CN_KEY_DOWN, .down),
            (CN_KEY_LEFT, .left), (CN_KEY_RIGHT, .right),
            (CN_KEY_HOME, .home), (CN_KEY_END, .end),
            (CN_KEY_PPAGE, .pageUp), (CN_KEY_NPAGE, .pageDown),
            (CN_KEY_BACKSPACE, .backspace), (CN_KEY_ENTER, .enter),
            (CN_KEY_DC, .delete), (CN_KEY_IC, .insert),
            (CN_KEY_BTAB, .backTab),
            (CN_KEY_A1, .home), (CN_KEY_C1, .end),
            (CN_KEY_A3, .pageUp), (CN_KEY_C3, .pageDown),
            (CN_KEY_FIND, .home), (CN_KEY_SELECT, .end),
            ]
        return Dictionary(pairs.map { (code($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }()

    /// A key-code constant as get_wch reports it.
    static func code(_ constant: Int) -> Int32 { Int32(constant) }

    /// The meaning of a get_wch `status` (OK or KEY_CODE_YES) and `value`.
    static func decode(status: Int32, value: Int32) -> NcursesInput {
        if status == cn_key_code_yes() {
            if value == code(CN_KEY_RESIZE) { return .resize }
            if value == code(CN_KEY_MOUSE) { return .mouse }
            let f0 = code(CN_KEY_F0)
            if value > f0, value <= f0 + 24 { return .key(.function(Int(value - f0))) }
            return keyCodes[value].map { .key($0) } ?? .ignored
        }
        guard status == cn_ok(), value >= 0, let scalar = Unicode.Scalar(UInt32(value)) else { return .ignored }
        if let control = Key(controlScalar: scalar.value) { return .key(control) }
        if scalar.value < 0x20 || (0x80..<0xA0).contains(scalar.value) { return .ignored }
        return .key(.character(Character(scalar)))
    }

    /// The mouse action of a getmouse button state, if it is one we report.
    static func mouseAction(state: mmask_t) -> MouseAction? {
        if state & cn_button4_pressed() != 0 { return .wheelUp }
        if cn_button5_pressed() != 0, state & cn_button5_pressed() != 0 { return .wheelDown }
        if state & (cn_button1_pressed() | cn_button1_clicked()) != 0 { return .press(.left) }
        if state & cn_button2_pressed() != 0 { return .press(.middle) }
        if state & cn_button3_pressed() != 0 { return .press(.right) }
        return nil
    }
}
