import TerminalUI

extension App {
    /// Opens `url` when its scheme is harmless (`LinkPolicy`), else asks first on the status line.
    func openOrConfirm(_ url: String) -> [AppEffect] {
        if LinkPolicy.opensDirectly(url) { return [.openLink(url)] }
        state.inputMode = .confirmLink(url)
        return []
    }

    /// The answer to "Open this link?": a key bound to `.confirm` (`y`) opens `url`, any other key
    /// cancels and does nothing else.
    func answerLinkQuestion(_ url: String, _ key: Key) -> [AppEffect] {
        state.inputMode = .normal
        guard confirmKeys.command(for: key) == .confirm else {
            state.message = "Not opened."
            return []
        }
        return [.openLink(url)]
    }
}
