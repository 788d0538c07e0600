import TerminalUI

extension App {
    /// Applies one action; returns the effects the runtime must carry out. The next frame's
    /// layout is brought up to date before it returns, so `render` only reads.
    public func update(_ action: AppAction) -> [AppEffect] {
        update(action, deferringFilter: false)
    }

    /// `update`; with `deferringFilter`, a key that edits a held list's filter text only records
    /// the text: the search runs once, for the text as it is by then, when the next frame is drawn
    /// (`render`) or another kind of action comes. The runtime applies keys this way, and draws
    /// after every burst of them, so a burst typed into the filter costs one search over the
    /// items, not one per key. (A windowed list's filter is searched by the library, asked for
    /// in this update's effects: never deferred.)
    public func update(_ action: AppAction, deferringFilter: Bool) -> [AppEffect] {
        if !isFilterKey(action) { applyDeferredFilter() }
        defersFilterSearch = deferringFilter
        defer {
            defersFilterSearch = false
            // A search left for later lays the frame out when it runs; a step of a search that
            // goes on changes nothing shown (at 100k items, laying out after each of its 8 steps
            // cost as much as a step).
            if deferredFilter == nil && !isUnfinishedSearchStep(action) { layOutFrame() }
        }
        let effects = apply(action)
        return effects + searchEffects()
    }

    /// Asks the runtime for the search a windowed list's filter needs now (a filter typed, rows
    /// arrived under one), or to stop the one it runs when its answer is no longer wanted.
    private func searchEffects() -> [AppEffect] {
        if let search = list.nextWindowSearch() {
            searchSent = search.number
            return [.searchItems(search)]
        }
        guard let sent = searchSent, list.pendingSearchNumber != sent else { return [] }
        searchSent = nil
        return [.stopSearch]
    }

    /// Whether `action` was a step of the filter's search that did not end it (`searchFilter`).
    private func isUnfinishedSearchStep(_ action: AppAction) -> Bool {
        guard case .searchFilter = action else { return false }
        return list.searchesInSteps
    }

    /// Whether `action` is a key the filter prompt takes (`editFilter`).
    private func isFilterKey(_ action: AppAction) -> Bool {
        guard case .terminal(.key) = action else { return false }
        return state.inputMode == .filter && !state.showsMessage && !state.showsHelp
    }

    /// Searches for the filter text a deferring update recorded, if any (the frame is not laid
    /// out again here).
    func applyDeferredFilter() {
        guard let deferred = deferredFilter else { return }
        deferredFilter = nil
        setFilter(deferred.text, selectionBefore: deferred.selectionBefore)
    }

    private func apply(_ action: AppAction) -> [AppEffect] {
        switch action {
        case .terminal(let event):
            return handle(event)
        case .feedTitle(let title, let generation):
            if generation == state.generation, !title.isEmpty { state.feedTitle = title }
            return []
        case .itemsArrived(let items, let generation):
            guard generation == state.generation else { return [] }
            let firstNew = list.itemCount
            receive(items)
            selectFirstUnreadIfAsked()
            restorePendingItem(among: firstNew..<list.itemCount)
            return markShownItemRead()
        case .loadNote(let text, let generation):
            if generation == state.generation { state.message = text }
            return []
        case .rowsArrived(let rows, let loaded, let generation):
            guard generation == state.generation, let reader = windowReader else { return [] }
            if case .loading(let received) = state.loadStatus { state.loadStatus = .loading(received: received + rows.count) }
            if reloadedRows != nil {
                reloadedRows!.rows += rows
                reloadedRows!.loaded += reloadedRows!.rows.count == rows.count ? loaded : []
                return []
            }
            let firstNew = list.itemCount
            let selectionBefore = list.selectedRow
            list.appendRows(rows, loaded: loaded, reader: reader)
            if list.selectedRow != selectionBefore { state.detailScroll = 0 }
            selectFirstUnreadIfAsked()
            restorePendingItem(among: firstNew..<list.itemCount)
            return markShownItemRead()
        case .itemsSearched(let positions, let number):
            if searchSent == number { searchSent = nil }
            let before = list.selectedItem?.id
            if list.applySearch(matching: positions, number: number), list.selectedItem?.id != before { state.detailScroll = 0 }
            return []
        case .searchFailed(let message, let number):
            if searchSent == number { searchSent = nil }
            if list.abandonSearch(number: number) { state.message = "The filter could not search the library: " + message }
            return []
        case .loadFinished(let generation):
            guard generation == state.generation else { return [] }
            state.loadStatus = .finished
            // An item that is no longer in the list (pruned, read in "All unread") is not waited for.
            if pendingPlace != nil {
                pendingPlace = nil
                if state.focus == .detail && list.selectedRow == nil { state.focus = .list }
            }
            if let reloaded = reloadedRows, !reloaded.rows.isEmpty {
                reloadedRows = nil
                reloadedEntries = nil
                finishReload(rows: reloaded.rows, loaded: reloaded.loaded)
            } else if let entries = reloadedEntries {
                reloadedEntries = nil
                reloadedRows = nil
                finishReload(with: entries)
            }
            return []
        case .loadFailed(let message, let generation):
            guard generation == state.generation else { return [] }
            // A failed reload keeps the list it had (partial items of the new one are dropped).
            state.loadStatus = .failed(reloadedEntries == nil ? message : "reload failed, the list is as it was: " + message)
            reloadedEntries = nil
            reloadedRows = nil
            return []
        case .picturesArrived(let delivered, let onScreen):
            pictures.insert(delivered, onScreen: Set(onScreen))
            collapseFailedPictures(delivered)
            return []
        case .measureRows(let budget):
            list.measureOffscreenRows(budget: budget)
            return []
        case .searchFilter:
            let before = list.selectedItem?.id
            if list.continueSearch(), list.selectedItem?.id != before { state.detailScroll = 0 }
            return []
        case .libraryChanged(let overview):
            return takeLibrary(overview)
        case .restorePlace(let place):
            pendingPlace = place
            return []
        case .refreshProgress(let text):
            state.activity = text
            // Nil: the refresh ended without a summary (the library could not be read after it).
            return text == nil ? startQueuedRefresh() : []
        case .refreshFinished(let overview, let summary):
            state.activity = nil
            state.message = summary
            return takeLibrary(overview) + reloadList() + startQueuedRefresh()
        case .message(let text):
            state.message = text
            return []
        }
    }

    private func receive(_ items: [ListEntry]) {
        if case .loading(let received) = state.loadStatus {
            state.loadStatus = .loading(received: received + items.count)
        }
        if reloadedEntries != nil {
            reloadedEntries!.append(contentsOf: items)
            return
        }
        // Newer items sorting in above move the rows, not the item being read: the detail keeps
        // its item and its place, and a list at its top follows the newest only until one is opened.
        let selectionBefore = list.selectedItem?.id
        list.append(items, keepingTop: state.focus != .detail)
        if list.selectedItem?.id != selectionBefore { state.detailScroll = 0 }
    }

    func handle(_ event: TerminalEvent) -> [AppEffect] {
        // The detail place kept across a run of resizes lasts only while the reader does nothing
        // else: after a key or a click (another item, a scroll) it would take them somewhere stale.
        if case .resize = event {} else { keptDetailPlace = nil }
        switch event {
        case .resize(let width, let height):
            let place = detailPlace()
            setSize(TerminalSize(width: width, height: height))
            restoreDetailPlace(place)
            return []
        case .signal:
            // SIGINT/SIGTERM/SIGHUP: leave the way `q` does so the runtime restores the terminal.
            return [.quit]
        case .mouse(let mouse):
            // An overlay closes at the next click, which does nothing else.
            if state.showsHelp || state.showsMessage {
                if case .press = mouse.action { closeOverlays() }
                return []
            }
            return handle(mouse) + markShownItemRead()
        case .key(let key):
            if state.showsMessage {
                closeOverlays()
                return []
            }
            if state.showsHelp {
                // Scrolling keys scroll a help taller than the screen; any other key closes it.
                // Neither triggers a command underneath.
                if !scrollHelp(key) { state.showsHelp = false }
                return []
            }
            let command = state.inputMode == .normal ? command(afterTyping: key) : nil
            // The message stays for the key that shows it whole.
            if command != .showMessage { state.message = nil }
            switch state.inputMode {
            case .normal:
                guard let command else { return [] }
                return perform(command, key: key) + markShownItemRead()
            case .filter:
                editFilter(key)
                return []
            case .query:
                return editQuery(key)
            case .linkNumber(let digits):
                return editLinkNumber(digits, key)
            case .confirmLink(let url):
                return answerLinkQuestion(url, key)
            case .confirmQuit:
                return answerQuitQuestion(key)
            case .confirmMarkRead(let question):
                return answerMarkReadQuestion(question, key)
            }
        }
    }

    /// The number of the link whose "[n]" is drawn at screen cell (x, y) of the detail, if any.
    private func linkNumber(atX x: Int, y: Int) -> Int? {
        let pane = state.layout.detail
        guard let document = frameLayout.detail else { return nil }
        let scroll = min(state.detailScroll, max(0, document.lineCount - pane.height))
        let line = y - pane.y + scroll - document.pictureRows
        return document.linkNumber(line: line, column: x - (pane.x + 1 + document.textInset))
    }

    /// The command `key` completes, given the keys of a sequence typed before it; nil while a
    /// sequence is still being typed or when the keys mean nothing (a sequence that goes wrong
    /// is dropped, and its last key counts on its own, as in vi).
    private func command(afterTyping key: Key) -> Command? {
        let typed = state.pendingKeys + [key]
        state.pendingKeys = []
        switch keyMap.lookup(typed) {
        case .command(let command):
            return command
        case .prefix:
            state.pendingKeys = typed
            return nil
        case .none:
            guard typed.count > 1 else { return nil }
            return command(afterTyping: key)
        }
    }

    /// Scrolls the help overlay when `key` is a scrolling key and the help does not fit; false
    /// when the key does nothing there (it closes the help).
    private func scrollHelp(_ key: Key) -> Bool {
        let help = HelpLayout(keyMap: keyMap, screen: Rect(size: state.size))
        guard help.maxScroll > 0, let command = keyMap.command(for: key) else { return false }
        let page = max(1, help.visibleRows - 1)
        let lines: Int
        switch command {
        case .moveDown: lines = 1
        case .moveUp: lines = -1
        case .pageDown: lines = page
        case .pageUp: lines = -page
        case .top: lines = -help.rows.count
        case .bottom: lines = help.rows.count
        default: return false
        }
        state.helpScroll = min(max(0, min(state.helpScroll, help.maxScroll) + lines), help.maxScroll)
        return true
    }

    /// Closes the help and the message overlay; the message shown whole has been read.
    func closeOverlays() {
        if state.showsMessage { state.message = nil }
        state.showsHelp = false
        state.showsMessage = false
    }

    /// Shows the status line's text whole, when it has one.
    func showMessage() {
        state.showsMessage = StatusLineView.statusText(state: state, list: statusList) != nil
    }

    private func handle(_ mouse: MouseEvent) -> [AppEffect] {
        let layout = state.layout
        if mouse.action == .press(.left), layout.status.contains(x: mouse.x, y: mouse.y) {
            showMessage()
            return []
        }
        // A click is an action: the message it follows is done with, as after a key.
        if case .press = mouse.action { state.message = nil }
        // A click on a pane's header (landscape) focuses that pane, as a click in it does.
        if mouse.action == .press(.left), layout.orientation == .landscape, layout.header.contains(x: mouse.x, y: mouse.y) {
            let panes: [(Focus, Rect)] = [(.feeds, layout.feeds), (.list, layout.list), (.detail, layout.detail)]
            if let (level, _) = panes.first(where: { !$0.1.isEmpty && mouse.x >= $0.1.x - 1 && mouse.x < $0.1.x + $0.1.width }),
               level != .detail || list.selectedItem != nil {
                state.focus = level
            }
            return []
        }
        if layout.feeds.contains(x: mouse.x, y: mouse.y) {
            switch mouse.action {
            case .wheelUp, .wheelDown: feedList.scroll(lines: mouse.action == .wheelDown ? 3 : -3)
            case .press(.left):
                let row = feedList.row(atPaneY: mouse.y - layout.feeds.y)
                // A click on the selected feed (the second of a double click) opens it.
                if let row, row == feedList.selectedRow, state.focus == .feeds, selectedSource != nil {
                    state.focus = .list
                } else {
                    if let row { feedList.select(row: row) }
                    state.focus = .feeds
                }
            default: return []
            }
            return followFeedSelection()
        }
        switch mouse.action {
        case .wheelUp, .wheelDown:
            let lines = mouse.action == .wheelDown ? 3 : -3
            if layout.detail.contains(x: mouse.x, y: mouse.y) {
                state.detailScroll += lines
                clampDetailScroll()
            } else if layout.list.contains(x: mouse.x, y: mouse.y) {
                let before = list.selectedRow
                list.scroll(lines: lines)
                if list.selectedRow != before { state.detailScroll = 0 }
            }
        case .press(.left):
            if layout.list.contains(x: mouse.x, y: mouse.y) {
                let row = list.row(atPaneY: mouse.y - layout.list.y)
                if let row, row == list.selectedRow, state.focus == .list {
                    // A click on the selected item (the second of a double click) opens it.
                    state.focus = .detail
                } else {
                    if let row, row != list.selectedRow {
                        list.select(row: row)
                        state.detailScroll = 0
                    }
                    state.focus = .list
                }
            } else if layout.detail.contains(x: mouse.x, y: mouse.y) {
                state.focus = .detail
                if let number = linkNumber(atX: mouse.x, y: mouse.y), let item = list.selectedItem,
                   item.numberedURLs.indices.contains(number - 1) {
                    return openOrConfirm(item.numberedURLs[number - 1])
                }
            }
        default:
            break
        }
        return []
    }
}
