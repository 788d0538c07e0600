/// A password given in a URL's user information (`https://user:pass@host/`), never shown: only
/// `https://user:***@host/`. Pure text work, so the interface and the loaders share it.
public enum PasswordMask {
    /// `text` (a URL, or what a user typed for one, parseable or not) with the password of its
    /// user information replaced by `***`. Works on text so that even a URL Foundation rejects
    /// does not reach a message with its password.
    public static func redactingPassword(in text: String) -> String {
        guard let (userInformation, colon) = userInformation(of: text), let colon else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[userInformation.upperBound...])
    }

    /// Whether `text`'s user information holds a password.
    public static func hasPassword(_ text: String) -> Bool {
        userInformation(of: text)?.colon != nil
    }

    /// `text` without its user information (`https://host/`): what a list shared with others
    /// should hold, since a user name alone says who subscribes too.
    public static func removingUserInformation(from text: String) -> String {
        guard let (userInformation, _) = userInformation(of: text) else { return text }
        return String(text[..<userInformation.lowerBound]) + String(text[text.index(after: userInformation.upperBound)...])
    }

    /// Where the user information of `text`'s authority lies (without its "@"), and the colon
    /// before a password in it, if any.
    private static func userInformation(of text: String) -> (Range<String.Index>, colon: String.Index?)? {
        guard let scheme = text.range(of: "://") else { return nil }
        let authorityEnd = text[scheme.upperBound...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        let authority = text[scheme.upperBound..<authorityEnd]
        // The last "@" ends the user information: a password may itself contain an unescaped "@".
        guard let at = authority.lastIndex(of: "@") else { return nil }
        return (scheme.upperBound..<at, authority[..<at].firstIndex(of: ":"))
    }
}
