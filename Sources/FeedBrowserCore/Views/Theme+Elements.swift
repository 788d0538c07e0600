import TerminalUI

extension Theme {
    /// Every style of the theme, by config name. A style added to `Theme` must be listed here
    /// (ThemeTests compares this list with the theme's stored properties).
    public static let elements: [ThemeElement] = [
        ThemeElement(name: "header", keyPath: \.header, summary: "the title row at the top"),
        ThemeElement(name: "status", keyPath: \.status, summary: "the status line"),
        ThemeElement(name: "status-error", keyPath: \.statusError, summary: "errors and questions on the status line"),
        ThemeElement(name: "selected-text", keyPath: \.selectedText, summary: "selected text in a prompt"),
        ThemeElement(name: "title", keyPath: \.title, summary: "an item's title"),
        ThemeElement(name: "read-title", keyPath: \.readTitle, summary: "a read item's title in the library"),
        ThemeElement(name: "unread-marker", keyPath: \.unreadMarker, summary: "the dot before an unread item"),
        ThemeElement(name: "summary", keyPath: \.summary, summary: "an item's summary in the list"),
        ThemeElement(name: "author", keyPath: \.author, summary: "the author"),
        ThemeElement(name: "badge", keyPath: \.badge, summary: "badges and the star"),
        ThemeElement(name: "text", keyPath: \.text, summary: "body text"),
        ThemeElement(name: "separator", keyPath: \.separator, summary: "the line between rows"),
        ThemeElement(name: "box", keyPath: \.box, summary: "picture boxes"),
        ThemeElement(name: "selection-marker", keyPath: \.selectionMarker, summary: "the bar beside the selected row"),
        ThemeElement(name: "scroll-track", keyPath: \.scrollTrack, summary: "the scroll bar's track"),
        ThemeElement(name: "scroll-thumb", keyPath: \.scrollThumb, summary: "the scroll bar's thumb"),
        ThemeElement(name: "divider", keyPath: \.divider, summary: "the line between the panes"),
        ThemeElement(name: "link", keyPath: \.link, summary: "links in the detail"),
        ThemeElement(name: "byline", keyPath: \.byline, summary: "the byline under a title in the detail"),
        ThemeElement(name: "heading", keyPath: \.heading, summary: "headings"),
        ThemeElement(name: "notice", keyPath: \.notice, summary: "notices such as \"Loading…\""),
        ThemeElement(name: "overlay", keyPath: \.overlay, summary: "the help overlay"),
        ThemeElement(name: "overlay-key", keyPath: \.overlayKey, summary: "keys in the help overlay"),
        ThemeElement(name: "match", keyPath: \.match, summary: "where the filter's words were found"),
        ThemeElement(name: "focused-pane-header", keyPath: \.focusedPaneHeader, summary: "the focused pane's header (landscape)"),
        ThemeElement(name: "pane-header", keyPath: \.paneHeader, summary: "the other pane's header (landscape)"),
        ThemeElement(name: "code", keyPath: \.code, summary: "code and <pre> blocks in the detail"),
        ThemeElement(name: "quote-bar", keyPath: \.quoteBar, summary: "the bar before quoted lines"),
        ThemeElement(name: "strong", keyPath: \.strong, summary: "<strong> and <b> text"),
        ThemeElement(name: "emphasis", keyPath: \.emphasis, summary: "<em> and <i> text"),
        ThemeElement(name: "link-text", keyPath: \.linkText, summary: "a link's text in the detail"),
        ThemeElement(name: "link-number", keyPath: \.linkNumber, summary: "the [n] after a link's text"),
    ]
}
