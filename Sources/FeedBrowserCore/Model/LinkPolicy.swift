/// Which links open at once and which are asked about first.
///
/// A feed's links are its author's text. `http`, `https` and `mailto` do what a reader expects
/// of a link; anything else (`javascript:` and `vbscript:` run code in the browser, `data:` can
/// carry a whole page, `file:` reads this machine, a scheme hidden behind spaces or control
/// characters, a relative link) is shown whole and asked about before `$BROWSER` sees it.
public enum LinkPolicy {
    /// Schemes opened without a question, lowercase with their colon (and slashes).
    public static let openedDirectly = ["http://", "https://", "mailto:"]

    /// True when `url` begins, as it is (no leading spaces, any case), with one of the schemes
    /// opened directly.
    public static func opensDirectly(_ url: String) -> Bool {
        // An allow list on the exact first characters: browsers drop leading spaces and control
        // characters and tabs inside a scheme, so any cleaning here would be a way around it.
        let start = url.utf8.prefix(8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        return openedDirectly.contains { start.starts(with: $0.utf8) }
    }
}
