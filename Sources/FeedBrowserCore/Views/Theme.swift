import TerminalUI

/// The styles the views draw with, in one place. Colours only add to attributes, so the app stays
/// readable in monochrome and with `NO_COLOR` (the backend drops colours there).
public struct Theme: Sendable {
    public var header = CellStyle(bold: true, reverse: true)
    public var status = CellStyle(reverse: true)
    public var statusError = CellStyle(foreground: .palette(1), bold: true, reverse: true)
    /// Selected text in a prompt on the status line: not reversed, so it stands out of the line.
    public var selectedText = CellStyle(bold: true, underline: true)
    public var title = CellStyle(bold: true)
    /// A read item's title in a library list: plain, so the unread ones stand out.
    public var readTitle = CellStyle.plain
    /// The dot before an unread item in a library list.
    public var unreadMarker = CellStyle(foreground: .palette(2), bold: true)
    public var summary = CellStyle(dim: true)
    public var author = CellStyle(foreground: .palette(4), bold: true)
    public var badge = CellStyle(foreground: .palette(3), bold: true)
    public var text = CellStyle.plain
    public var separator = CellStyle(dim: true)
    public var box = CellStyle(dim: true)
    public var selectedBackground = TerminalColor.palette(236)
    public var selectionMarker = CellStyle(foreground: .palette(6), bold: true)
    public var scrollTrack = CellStyle(dim: true)
    public var scrollThumb = CellStyle(bold: true)
    public var divider = CellStyle(dim: true)
    public var link = CellStyle(foreground: .palette(4), underline: true)
    public var byline = CellStyle(dim: true)
    public var heading = CellStyle(bold: true)
    /// A pane's header in landscape while the pane has the focus (the other pane's is dim).
    public var focusedPaneHeader = CellStyle(bold: true, reverse: true)
    public var paneHeader = CellStyle(dim: true, reverse: true)
    /// In the detail's text: code blocks and `<pre>` (indented), and code in running text.
    public var code = CellStyle(dim: true)
    /// The bar before quoted lines.
    public var quoteBar = CellStyle(foreground: .palette(6), dim: true)
    public var strong = CellStyle(bold: true)
    public var emphasis = CellStyle(italic: true)
    /// A link's text in the detail, and the "[n]" after it that opens it.
    public var linkText = CellStyle(underline: true)
    public var linkNumber = CellStyle(foreground: .palette(4), bold: true)
    public var notice = CellStyle(dim: true)
    public var overlay = CellStyle.plain
    public var overlayKey = CellStyle(bold: true)
    /// Where the filter's words were found, in the list rows and the detail.
    public var match = CellStyle(foreground: .palette(3), bold: true, reverse: true)

    public init() {}

    public static let standard = Theme()

    /// The style a span of the detail's text lays over its line's.
    func style(of span: DetailSpan.Kind) -> CellStyle {
        switch span {
        case .strong: return strong
        case .emphasis: return emphasis
        case .code: return code
        case .linkText: return linkText
        case .linkNumber: return linkNumber
        }
    }

    /// `style` on the selected row's background.
    func selected(_ style: CellStyle) -> CellStyle {
        var style = style
        style.background = selectedBackground
        return style
    }
}
