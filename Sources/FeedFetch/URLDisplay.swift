import Feeds
import Foundation

/// URLs as people see them in messages and on screen: a password given in a feed URL
/// (`https://user:pass@host/`) is never shown, only `https://user:***@host/`.
public enum URLDisplay {
    /// `url` as text with its password, if any, replaced by `***`.
    public static func text(of url: URL) -> String { redactingPassword(in: url.absoluteString) }

    /// `text` (a URL, or what a user typed for one) with its password replaced by `***` (`PasswordMask`).
    public static func redactingPassword(in text: String) -> String { PasswordMask.redactingPassword(in: text) }
}
