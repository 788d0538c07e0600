import TerminalUI

extension App {
    /// Starts typing a link number with its first digit, as in newsboat: only where the detail
    /// is on screen (pushed, or beside the list in landscape), since the numbers are read there.
    func beginLinkNumber(_ key: Key) {
        let detailShown = state.focus == .detail || state.layout.orientation == .landscape
        guard detailShown, list.selectedItem != nil, case .character(let digit) = key, digit.isASCII, digit.isNumber else { return }
        state.inputMode = .linkNumber(String(digit))
    }

    /// Edits the link number being typed (`digits` so far): digits add to it, Backspace removes
    /// the last one (the first too, which closes the prompt that digit opened), Esc cancels and
    /// Enter opens that link or attachment of the selected item. Other keys are ignored.
    func editLinkNumber(_ digits: String, _ key: Key) -> [AppEffect] {
        if case .character(let digit) = key, digit.isASCII, digit.isNumber {
            state.inputMode = .linkNumber(digits + String(digit))
            return []
        }
        switch promptKeys.command(for: key) {
        case .deleteBackward:
            state.inputMode = digits.count > 1 ? .linkNumber(String(digits.dropLast())) : .normal
        case .cancel:
            state.inputMode = .normal
        case .accept:
            state.inputMode = .normal
            return openNumberedURL(digits)
        default:
            break
        }
        return []
    }

    /// The effect opening URL number `digits` of the selected item's detail, or a message saying
    /// which numbers there are.
    private func openNumberedURL(_ digits: String) -> [AppEffect] {
        guard let item = list.selectedItem else {
            state.message = "No item selected."
            return []
        }
        let urls = item.numberedURLs
        // Too many digits for an Int is out of range too.
        guard let number = Int(digits), urls.indices.contains(number - 1) else {
            state.message = "No link \(digits): this item has \(urls.isEmpty ? "none" : String(urls.count))"
            return []
        }
        return openOrConfirm(urls[number - 1])
    }
}
