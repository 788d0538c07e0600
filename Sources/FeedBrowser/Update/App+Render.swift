import TerminalUI

extension App {
    /// Draws the whole screen for the current state into a fresh canvas of the terminal's size.
    public func render(theme: Theme = .standard) -> Canvas {
        var canvas = Canvas(width: state.size.width, height: state.size.height)
        render(into: &canvas, theme: theme)
        return canvas
    }

    /// Draws the whole screen into `canvas`, which must be blank and of the terminal's size.
    public func render(into canvas: inout Canvas, theme: Theme = .standard) {
        let layout = state.layout
        var shown: Set<String> = []
        defer {
            // Pictures that scrolled away stop loading; visible ones were requested while drawing.
            if shown != shownPictures {
                pictures?.cancel(except: shown)
                shownPictures = shown
            }
        }
        HeaderView(title: state.feedTitle, theme: theme).draw(in: layout.header, canvas: &canvas)
        if !layout.list.isEmpty {
            ListView(list: list, theme: theme, focused: state.focus == .list, emptyText: emptyListText,
                     pictures: pictures, pictureMode: pictureMode)
                .draw(in: layout.list, canvas: &canvas, shown: &shown)
        }
        if !layout.divider.isEmpty {
            canvas.fill(layout.divider, character: "│", style: theme.divider, clip: layout.divider)
        }
        var detailPosition: String?
        if !layout.detail.isEmpty {
            let document = detailDocument(width: layout.detail.width)
            let lineCount = document?.lineCount ?? 0
            let scroll = min(state.detailScroll, max(0, lineCount - layout.detail.height))
            DetailView(document: document, scroll: scroll, theme: theme, pictures: pictures, pictureMode: pictureMode)
                .draw(in: layout.detail, canvas: &canvas, shown: &shown)
            if state.focus == .detail, document != nil {
                detailPosition = Self.position(scroll: scroll, lineCount: lineCount, pageHeight: layout.detail.height)
            }
        }
        StatusLineView(state: state, list: list, theme: theme, detailPosition: detailPosition)
            .draw(in: layout.status, canvas: &canvas)
        if state.showsHelp {
            HelpOverlay(keyMap: keyMap, theme: theme, scroll: state.helpScroll)
                .draw(on: Rect(x: 0, y: 0, width: state.size.width, height: state.size.height), canvas: &canvas)
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
        case .finished: return "This feed has no items."
        case .failed: return "No items could be read."
        }
    }
}
