import Feeds
import Foundation

/// URLs as people see them in messages and on screen: a password given in a feed URL
/// (`https://user:pass@host/`) is never shown, only `https://user:***@host/`.
public enum URLDisplay {
    /// `url` as text with its password, if any, replaced by `***`.
    public static func text(of url: URL) -> String { redactingPassword(in: url.absoluteString) }

    /// `text` (a URL, or what a user typed for one) with its password replaced by `***` (`PasswordMask`).
    public static func redactingPassword(in text: String) -> String { PasswordMask.redactingPassword(in: text) }

    /// Characters of a URL shown where a feed's title would be: two lines of a 40-column pane.
    public static let titleCharacters = 80

    /// The title of a feed that has none: its URL without a password, cut to `titleCharacters`
    /// with an ellipsis (a 100,000-character URL made a feed-list row thousands of lines tall).
    /// The cut keeps the start, scheme and host first, so the feed stays recognisable.
    public static func title(ofUntitled url: String) -> String {
        let shown = redactingPassword(in: url)
        guard shown.count > titleCharacters else { return shown }
        return String(shown.prefix(titleCharacters - 1)) + "…"
    }
}
