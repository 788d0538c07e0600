import TerminalUI

extension App {
    /// Quits, or first asks on the status line when a refresh is running and the reader wants
    /// to be asked (the refresh's progress is `state.activity` while it runs).
    func quitOrConfirm() -> [AppEffect] {
        guard confirmsQuitWhileRefreshing, state.activity != nil else { return [.quit] }
        state.inputMode = .confirmQuit
        return []
    }

    /// The answer to "quit anyway?": a key bound to `.confirm` (`y`) quits, any other key stays.
    func answerQuitQuestion(_ key: Key) -> [AppEffect] {
        state.inputMode = .normal
        return confirmKeys.command(for: key) == .confirm ? [.quit] : []
    }
}
