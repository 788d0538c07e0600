import Feeds
import Foundation
import TerminalUI

extension App {
    /// Carries out a key-map command in normal input mode; `key` is the key that was bound to it.
    func perform(_ command: Command, key: Key) -> [AppEffect] {
        if let effects = performLibraryCommand(command) { return effects }
        if state.focus == .feeds, let effects = performOnFeeds(command) { return effects }
        let detailFocused = state.focus == .detail
        let page = max(1, (detailFocused ? state.layout.detail.height : state.layout.list.height) - 1)
        switch command {
        case .moveDown: detailFocused ? scrollDetail(by: 1) : moveSelection { $0.moveSelection(by: 1) }
        case .moveUp: detailFocused ? scrollDetail(by: -1) : moveSelection { $0.moveSelection(by: -1) }
        case .pageDown: detailFocused ? scrollDetail(by: page) : moveSelection { $0.page(1) }
        case .pageUp: detailFocused ? scrollDetail(by: -page) : moveSelection { $0.page(-1) }
        case .halfPageDown: detailFocused ? scrollDetail(by: (page + 1) / 2) : moveSelection { $0.scrollHalfPage(lines: (page + 1) / 2) }
        case .halfPageUp: detailFocused ? scrollDetail(by: -(page + 1) / 2) : moveSelection { $0.scrollHalfPage(lines: -(page + 1) / 2) }
        case .nextItem: moveSelection { $0.moveSelection(by: 1) }
        case .previousItem: moveSelection { $0.moveSelection(by: -1) }
        case .top: detailFocused ? scrollDetail(by: Int.min / 2) : moveSelection { $0.select(row: 0) }
        case .bottom: detailFocused ? scrollDetail(by: Int.max / 2) : moveSelection { $0.select(row: $0.rowCount - 1) }
        case .open:
            if list.selectedRow != nil { state.focus = .detail }
        case .back:
            if detailFocused {
                state.focus = .list
            } else if !list.filter.isEmpty {
                list.setFilter("")
            } else if isLibrary {
                state.focus = .feeds
            }
        case .filter:
            state.inputMode = .filter
            state.promptCursor = list.filter.count
            state.focus = .list
        case .query:
            guard let location = state.location, FeedQuery.needsQuery(location) else {
                state.message = "This feed's location has no {query} slot to search with."
                return []
            }
            state.queryDraft = state.query ?? ""
            state.queryDraftSelected = !state.queryDraft.isEmpty
            state.promptCursor = state.queryDraft.count
            state.inputMode = .query
        case .reload:
            // Standard input was read to its end at start: there is nothing to read again.
            if state.location?.trimmingCharacters(in: .whitespaces) == "-" {
                state.message = "This feed was read from standard input: it cannot be reloaded."
                return []
            }
            return beginLoad(reload: true)
        case .openLink:
            guard let item = list.selectedItem else {
                state.message = "No item selected."
                return []
            }
            guard let link = item.link, !link.isEmpty else {
                state.message = "This item has no link."
                return []
            }
            return openOrConfirm(link)
        case .linkNumber:
            beginLinkNumber(key)
        case .showMessage:
            showMessage()
        case .cycleRowStyle:
            state.rowStyle = state.rowStyle.next
            list.setRowStyle(state.rowStyle)
            state.message = "Rows: \(state.rowStyle.name)"
        case .toggleSortOrder:
            state.sortOrder = state.sortOrder.toggled
            list.setSortOrder(state.sortOrder)
            state.message = state.sortOrder == .newestFirst ? "Newest first" : "In the feed's order"
            // A library list is paged in its order by the library: it is read again, the reader's
            // item kept on its line as after a refresh.
            if list.isWindowed { return reloadList() }
        case .help:
            state.showsHelp = true
            state.helpScroll = 0
        case .redraw:
            return [.redrawScreen]
        case .refreshAll, .nextUnread, .previousUnread, .toggleRead, .toggleStarred, .markAllRead:
            break  // performLibraryCommand answers these, in the library and outside it
        case .quit:
            if detailFocused {
                state.focus = .list
            } else if isLibrary {
                state.focus = .feeds
            } else {
                return quitOrConfirm()
            }
        case .quitNow:
            return quitOrConfirm()
        }
        return []
    }

    /// Commands on the library's feed list; nil for those that work as they do elsewhere.
    private func performOnFeeds(_ command: Command) -> [AppEffect]? {
        let page = max(1, state.layout.feeds.height - 1)
        switch command {
        case .moveDown, .nextItem: feedList.moveSelection(by: 1)
        case .moveUp, .previousItem: feedList.moveSelection(by: -1)
        case .pageDown: feedList.page(1)
        case .pageUp: feedList.page(-1)
        case .halfPageDown: feedList.scrollHalfPage(lines: (page + 1) / 2)
        case .halfPageUp: feedList.scrollHalfPage(lines: -(page + 1) / 2)
        case .top: feedList.select(row: 0)
        case .bottom: feedList.select(row: feedList.rowCount - 1)
        case .open:
            if selectedSource != nil { state.focus = .list }
            return followFeedSelection()
        case .back:
            // As in the item list: Esc first clears the filter.
            guard !feedList.filter.isEmpty else { return [] }
            feedList.setFilter("")
        case .filter:
            // A search belongs to the pane it is typed in: here it finds feeds.
            state.inputMode = .filter
            state.promptCursor = feedList.filter.count
            return []
        case .quit: return quitOrConfirm()
        default: return nil
        }
        return followFeedSelection()
    }

    private func moveSelection(_ move: (ListPane) -> Void) {
        let before = list.selectedRow
        move(list)
        if list.selectedRow != before {
            state.detailScroll = 0
            detailCache = nil
        }
    }

    func scrollDetail(by lines: Int) {
        state.detailScroll = state.detailScroll.addingReportingOverflow(lines).partialValue
        clampDetailScroll()
    }

    /// Where the detail is read, taken before a resize. The place the last resize restored is
    /// used again while the reader has not scrolled since: a size at which the text fits shows it
    /// from the top, and that must not lose the place on the way back to a smaller size.
    func detailPlace() -> DetailPlace? {
        let pane = state.geometry.detailPane
        guard let document = detailDocument(width: pane.width) else { return nil }
        if let kept = keptDetailPlace, kept.place.itemID == document.itemID, kept.scroll == state.detailScroll {
            return kept.place
        }
        let atEnd = state.detailScroll > 0 && state.detailScroll >= document.lineCount - pane.height
        return document.place(atRow: state.detailScroll, atEnd: atEnd)
    }

    /// Scrolls the detail, laid out anew, back to `place`: the end stays the end, and otherwise
    /// the line that was at the top is at the top again (as far as the text allows).
    func restoreDetailPlace(_ place: DetailPlace?) {
        let pane = state.geometry.detailPane
        guard let place, let document = detailDocument(width: pane.width), document.itemID == place.itemID else {
            clampDetailScroll()
            return
        }
        state.detailScroll = place.atEnd ? document.lineCount : document.row(of: place)
        clampDetailScroll()
        keptDetailPlace = (place, state.detailScroll)
    }

    /// Keeps the detail's first shown line between 0 and the last full page.
    func clampDetailScroll() {
        let pane = state.geometry.detailPane
        let lineCount = detailDocument(width: pane.width)?.lineCount ?? 0
        state.detailScroll = min(max(0, state.detailScroll), max(0, lineCount - pane.height))
    }

    func editFilter(_ key: Key) -> [AppEffect] {
        if state.focus == .feeds { return editFeedFilter(key) }
        let text = deferredFilter?.text ?? list.filter
        switch promptKeys.command(for: key) {
        case .accept:
            applyDeferredFilter()
            state.inputMode = .normal
        case .cancel:
            state.inputMode = .normal
            let before = deferredFilter?.selectionBefore ?? list.selectedItem?.id
            deferredFilter = nil
            setFilter("", selectionBefore: before)
        case .selectNext:
            applyDeferredFilter()
            list.moveSelection(by: 1)
        case .selectPrevious:
            applyDeferredFilter()
            list.moveSelection(by: -1)
        default:
            var line = PromptLine(text: text, cursor: state.promptCursor)
            guard line.apply(key, keys: promptKeys) else { return [] }
            state.promptCursor = line.cursor
            // A cursor move leaves the filter as it is: no need to search the items again.
            guard line.text != text else { return [] }
            let before = deferredFilter?.selectionBefore ?? list.selectedItem?.id
            if defersFilterSearch && !list.isWindowed {
                deferredFilter = (line.text, before)
                return []
            }
            deferredFilter = nil
            setFilter(line.text, selectionBefore: before)
        }
        return []
    }

    /// The feed list's filter prompt: the item list's prompt and `ListPane` filter, over each
    /// feed's title, URL and tags (`LibraryOverview.entries`); never deferred (a few hundred rows),
    /// and the list beside follows the selection as the matches change.
    private func editFeedFilter(_ key: Key) -> [AppEffect] {
        switch promptKeys.command(for: key) {
        case .accept:
            state.inputMode = .normal
            return []
        case .cancel:
            state.inputMode = .normal
            feedList.setFilter("")
        case .selectNext:
            feedList.moveSelection(by: 1)
        case .selectPrevious:
            feedList.moveSelection(by: -1)
        default:
            var line = PromptLine(text: feedList.filter, cursor: state.promptCursor)
            guard line.apply(key, keys: promptKeys) else { return [] }
            state.promptCursor = line.cursor
            guard line.text != feedList.filter else { return [] }
            feedList.setFilter(line.text)
        }
        return followFeedSelection()
    }

    /// Filters the list by `text`; the detail starts at its top when that selects another item
    /// than `selectionBefore`.
    func setFilter(_ text: String, selectionBefore: String?) {
        list.setFilter(text)
        if list.selectedItem?.id != selectionBefore { state.detailScroll = 0 }
    }

    func editQuery(_ key: Key) -> [AppEffect] {
        let command = promptKeys.command(for: key)
        switch command {
        case .accept:
            let query = state.queryDraft.trimmingCharacters(in: .whitespaces)
            guard !query.isEmpty else {
                state.message = "Type a query, or Esc to cancel."
                return []
            }
            state.query = query
            state.inputMode = .normal
            return beginLoad(reload: false)
        case .cancel:
            state.inputMode = .normal
            if state.query == nil { state.message = "No query: this feed needs one (press s)." }
        default:
            // The previous query is selected: typing replaces it, Backspace or Delete deletes it.
            // Other keys keep the old query to edit (End, Left, Home... move from its end).
            let typed: Bool
            if case .character = key { typed = command == nil } else { typed = false }
            let replaces = state.queryDraftSelected && (typed || command == .deleteBackward || command == .deleteForward)
            var line = replaces ? PromptLine(text: "") : PromptLine(text: state.queryDraft, cursor: state.promptCursor)
            _ = line.apply(key, keys: promptKeys)
            state.queryDraft = line.text
            state.promptCursor = line.cursor
        }
        state.queryDraftSelected = false
        return []
    }
}
