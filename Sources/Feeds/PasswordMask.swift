/// A password given in a URL's user information (`https://user:pass@host/`), never shown: only
/// `https://user:***@host/`. Pure text work, so the interface and the loaders share it.
public enum PasswordMask {
    /// `text` (a URL, or what a user typed for one, parseable or not) with the password of its
    /// user information replaced by `***`. Works on text so that even a URL Foundation rejects
    /// does not reach a message with its password.
    public static func redactingPassword(in text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let authorityEnd = text[scheme.upperBound...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        let authority = text[scheme.upperBound..<authorityEnd]
        // The last "@" ends the user information: a password may itself contain an unescaped "@".
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
