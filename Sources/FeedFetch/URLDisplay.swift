import Foundation

/// URLs as people see them in messages and on screen: a password given in a feed URL
/// (`https://user:pass@host/`) is never shown, only `https://user:***@host/`.
public enum URLDisplay {
    /// `url` as text with its password, if any, replaced by `***`.
    public static func text(of url: URL) -> String { redactingPassword(in: url.absoluteString) }

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
