import Feeds
import Pictures
import TerminalUI

extension App {
    /// Draws the whole screen for the current state into a fresh canvas of the terminal's size,
    /// with `theme` (nil: the app's).
    public func render(theme: Theme? = nil) -> Canvas {
        var canvas = Canvas(size: state.size)
        render(into: &canvas, theme: theme)
        return canvas
    }

    /// Draws the whole screen into `canvas`, which must be blank and of the terminal's size, and
    /// reports what it showed. Reads the state and the layout `update` prepared; changes nothing,
    /// except that a filter search keys left for the frame (`update(_:deferringFilter:)`) runs first.
    @discardableResult
    public func render(into canvas: inout Canvas, theme: Theme? = nil) -> FrameReport {
        if deferredFilter != nil {
            applyDeferredFilter()
            layOutFrame()
        }
        let theme = theme ?? self.theme
        let layout = state.layout
        var report = FrameReport()
        let pictureBoxes = PictureBoxes(table: pictures, mode: state.pictureMode)
        // Portrait shows the feed list alone under its own name, as landscape's pane header does:
        // the selected row's title there would read as if that list were already open.
        let title = state.focus == .feeds ? "Feeds" : state.feedTitle
        HeaderView(title: title, panes: paneHeaders(layout), theme: theme, helpKey: keyMap.keyName(for: .help))
            .draw(in: layout.header, canvas: &canvas)
        if !layout.feeds.isEmpty {
            ListView(rows: frameLayout.feedRows, selectedRow: feedList.selectedRow, scrollThumb: frameLayout.feedScrollThumb,
                     theme: theme, focused: state.focus == .feeds,
                     emptyText: feedList.filter.isEmpty
                        ? "No feeds yet: feedbrowser add URL, or feedbrowser import FILE, then R to refresh."
                        : "No feeds match “\(feedList.filter)”.",
                     pictures: PictureBoxes(table: pictures, mode: nil), query: feedList.query)
                .draw(in: layout.feeds, canvas: &canvas, report: &report)
        }
        if !layout.list.isEmpty {
            ListView(rows: frameLayout.rows, selectedRow: list.selectedRow, scrollThumb: frameLayout.scrollThumb,
                     theme: theme, focused: state.focus == .list, emptyText: emptyListText, pictures: pictureBoxes,
                     now: state.now, timeZone: timeZone, separators: list.rowStyle.hasSeparators, query: list.query)
                .draw(in: layout.list, canvas: &canvas, report: &report)
        }
        if !layout.divider.isEmpty {
            canvas.fill(layout.divider, character: "│", style: theme.divider, clip: layout.divider)
        }
        var detailPosition: String?
        if !layout.detail.isEmpty {
            let document = frameLayout.detail
            let lineCount = document?.lineCount ?? 0
            let scroll = min(state.detailScroll, max(0, lineCount - layout.detail.height))
            DetailView(document: document, scroll: scroll, theme: theme, pictures: pictureBoxes, query: list.query)
                .draw(in: layout.detail, canvas: &canvas, report: &report)
            if state.focus == .detail, document != nil {
                detailPosition = Self.position(scroll: scroll, lineCount: lineCount, pageHeight: layout.detail.height)
            }
        }
        StatusLineView(state: state, list: statusList, theme: theme, detailPosition: detailPosition,
                       hint: statusHint, moreKey: keyMap.keyName(for: .showMessage))
            .draw(in: layout.status, canvas: &canvas)
        if state.showsHelp {
            HelpOverlay(keyMap: keyMap, theme: theme, scroll: state.helpScroll)
                .draw(on: Rect(size: state.size), canvas: &canvas)
        } else if state.showsMessage, let status = StatusLineView.statusText(state: state, list: statusList) {
            MessageOverlay(text: status.text, isError: status.isError, theme: theme).draw(on: Rect(size: state.size), canvas: &canvas)
        }
        return report
    }

    /// The list the status line counts: the feed list while it has the focus.
    var statusList: ListPane { state.focus == .feeds ? feedList : list }

    /// What the main keys do where the focus is: `q` leaves the program only from the first
    /// level, and goes back from the others; the detail scrolls with j and k.
    private var statusHint: String {
        func name(_ command: Command) -> String? { keyMap.keyName(for: command) }
        let quits = state.focus == state.levels.first
        var parts: [String] = []
        if let help = name(.help) { parts.append(help + " help") }
        if state.focus == .detail, let down = name(.moveDown), let up = name(.moveUp) { parts.append(down + " " + up + " scroll") }
        if let quit = name(.quit) { parts.append(quit + (quits ? " quit" : " back")) }
        return parts.joined(separator: "  ")
    }

    /// The panes' headers in landscape, the focused one marked; none in portrait, where the one
    /// pane shown has the focus.
    private func paneHeaders(_ layout: ScreenLayout) -> [HeaderView.Pane] {
        guard layout.orientation == .landscape else { return [] }
        let shown: [(Focus, Rect)] = [(.feeds, layout.feeds), (.list, layout.list), (.detail, layout.detail)].filter { !$0.1.isEmpty }
        return shown.enumerated().map { index, pane in
            let (level, rect) = pane
            // The right pane's header takes the divider's column too.
            let columns = index == 0 ? rect : Rect(x: layout.divider.isEmpty ? rect.x : layout.divider.x, y: rect.y,
                                                   width: rect.x + rect.width - (layout.divider.isEmpty ? rect.x : layout.divider.x), height: 1)
            let focused = level == state.focus
            let title: String
            switch level {
            case .feeds: title = "Feeds"
            case .list: title = state.feedTitle
            case .detail:
                let open = keyMap.keyName(for: .open).map { " · \($0) to read" } ?? ""
                title = "Article" + (focused ? "" : open)
            }
            return HeaderView.Pane(columns: columns, title: title, focused: focused)
        }
    }

    /// Where a scrolled text is, as vim's ruler says it: All, Top, Bot or the percentage scrolled.
    static func position(scroll: Int, lineCount: Int, pageHeight: Int) -> String {
        let scrollable = lineCount - pageHeight
        if scrollable <= 0 { return "All" }
        if scroll <= 0 { return "Top" }
        if scroll >= scrollable { return "Bot" }
        return "\(scroll * 100 / scrollable)%"
    }

    private var emptyListText: String {
        if !list.filter.isEmpty { return "No items match “\(list.filter)”." }
        switch state.loadStatus {
        case .idle: return state.inputMode == .query ? "Type a query below to load the feed." : "No feed loaded."
        case .loading: return "Loading…"
        case .finished:
            // A feed whose refresh failed is empty for a reason the reader should not have to
            // find on the feed list (which a narrow screen does not show beside it).
            switch listSource {
            case .allUnread?: return "No unread items."
            case .starred?: return "No starred items: S stars the selected item."
            case .tag(let name, _)?: return "No items in the feeds tagged \(name)."
            case .feed(let id, _)?:
                if let error = library?.feeds.first(where: { $0.libraryID == id })?.lastError {
                    return "This feed has no items: the last refresh failed: " + FeedItem.oneLine(error)
                }
            case nil: break
            }
            return "This feed has no items."
        case .failed: return "No items could be read."
        }
    }
}
