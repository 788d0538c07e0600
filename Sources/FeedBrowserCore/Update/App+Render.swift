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
    /// reports what it showed. Reads the state and the layout `update` prepared; changes nothing.
    @discardableResult
    public func render(into canvas: inout Canvas, theme: Theme? = nil) -> FrameReport {
        let theme = theme ?? self.theme
        let layout = state.layout
        var report = FrameReport()
        let pictureBoxes = PictureBoxes(table: pictures, mode: state.pictureMode)
        HeaderView(title: state.feedTitle, theme: theme, helpKey: keyMap.keyName(for: .help)).draw(in: layout.header, canvas: &canvas)
        if !layout.feeds.isEmpty {
            ListView(rows: frameLayout.feedRows, selectedRow: feedList.selectedRow, scrollThumb: frameLayout.feedScrollThumb,
                     theme: theme, focused: state.focus == .feeds,
                     emptyText: "No feeds yet: feedbrowser add URL, or feedbrowser import FILE, then R to refresh.",
                     pictures: PictureBoxes(table: pictures, mode: nil))
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
        StatusLineView(state: state, list: state.focus == .feeds ? feedList : list, theme: theme, detailPosition: detailPosition, keyMap: keyMap)
            .draw(in: layout.status, canvas: &canvas)
        if state.showsHelp {
            HelpOverlay(keyMap: keyMap, theme: theme, scroll: state.helpScroll)
                .draw(on: Rect(size: state.size), canvas: &canvas)
        }
        return report
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
        case .finished: return "This feed has no items."
        case .failed: return "No items could be read."
        }
    }
}
