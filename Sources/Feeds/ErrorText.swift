import TextLayout

/// Text from a document made fit for a one-line error or warning: error lines go to stderr and the
/// status line, where a control character from a hostile feed would act on the terminal.
enum ErrorText {
    /// `text` with the controls the transcoder parked (U+E000 + code, see `InputTranscoder`) put
    /// back, so escape sequences they start are removed whole; then sanitised as the screen's text
    /// is (`Sanitizer`: C0, DEL, C1, escape sequences); newlines and tabs become spaces.
    static func oneLine(_ text: String) -> String {
        let restored = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (0xE000...0xE01F).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xE000)! : scalar
        }))
        var clean = Sanitizer.sanitize(restored)
        if clean.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) {
            clean = String(String.UnicodeScalarView(clean.unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
        }
        return clean
    }
}
