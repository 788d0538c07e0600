import TextLayout

/// The design's three cell templates and the two dense styles' templates, each built once with
/// its own solver; the app and the table measure every row through this object.
///
/// The layout, not the caller, picks the template for a width: below `narrowMediaWidth` a media
/// row is laid out as an article (its thumbnail would leave the title a few columns), below
/// `narrowMediaTitleWidth` its date goes under its summary, and below `narrowDateWidth` no row
/// keeps a date slot.
///
/// Not thread-safe by design: use one instance per thread (measuring mutates the solvers' edit
/// values). All calls are O(text length) for wrapping plus a small constant for the solver.
public final class CellTemplates {
    var article: CellTemplate
    var media: CellTemplate
    var mediaDateBelow: CellTemplate
    var post: CellTemplate
    var compact: CellTemplate
    var oneLine: CellTemplate

    /// Content widths below this lay media rows out without their thumbnail.
    public static let narrowMediaWidth = 40
    /// Content widths below this put a media row's date under its summary, not beside its title.
    public static let narrowMediaTitleWidth = 60
    /// Content widths below this leave the date out (it would take the title's room).
    public static let narrowDateWidth = 30

    /// Text measuring options shared by the three templates.
    public var options: TextOptions {
        didSet {
            article.options = options
            media.options = options
            mediaDateBelow.options = options
            post.options = options
            compact.options = options
            oneLine.options = options
        }
    }

    /// Builds the three templates (once per instance; a few hundred microseconds).
    public init(options: TextOptions = .standard) {
        do {
            article = try StandardTemplates.article()
            media = try StandardTemplates.media()
            mediaDateBelow = try StandardTemplates.mediaDateBelow()
            post = try StandardTemplates.post()
            compact = try StandardTemplates.dense(.compact, lines: 3)
            oneLine = try StandardTemplates.dense(.oneLine, lines: 1)
        } catch {
            // The built-in templates are fixed and covered by tests; failing here is a bug.
            preconditionFailure("\(error)")
        }
        self.options = options
        article.options = options
        media.options = options
        mediaDateBelow.options = options
        post.options = options
        compact.options = options
        oneLine.options = options
    }

    /// A copy of the template for `kind` (for inspection; measuring goes through this object).
    public func template(_ kind: CellKind) -> CellTemplate {
        switch kind {
        case .article: article
        case .media: media
        case .post: post
        }
    }

    /// Height (without separator), frames and wrapped lines of `content` at `width` columns.
    public func measure(_ kind: CellKind, _ content: CellContent, width: Int, style: RowStyle = .comfortable) -> CellMeasurement {
        let content = Self.fitted(content, width: width)
        switch Self.templateKind(kind, width: width, style: style) {
        case .article: return article.measure(content, width: width)
        case .media: return media.measure(content, width: width)
        case .mediaDateBelow: return mediaDateBelow.measure(content, width: width)
        case .post: return post.measure(content, width: width)
        case .compact: return compact.measure(content, width: width)
        case .oneLine: return oneLine.measure(content, width: width)
        }
    }

    /// Only the height (without separator): cheaper than `measure` (counts lines, builds no strings).
    public func fittingHeight(_ kind: CellKind, _ content: CellContent, width: Int, style: RowStyle = .comfortable) -> Int {
        // The one-line style is one line whatever the text: nothing to wrap.
        if style == .oneLine { return 1 }
        return content.withUTF8 { fittingHeight(kind, $0, width: width, style: style) }
    }

    /// The height of a row read as bytes (a held list's rows, from its text buffer), as
    /// `fittingHeight(_:_:width:style:)` of the same texts.
    public func fittingHeight(_ kind: CellKind, _ text: CellTextBytes, width: Int, style: RowStyle = .comfortable) -> Int {
        if style == .oneLine { return 1 }
        var text = text
        if text.hasDate && width < Self.narrowDateWidth { text.hasDate = false }
        switch Self.templateKind(kind, width: width, style: style) {
        case .article: return article.fittingHeight(text, width: width)
        case .media: return media.fittingHeight(text, width: width)
        case .mediaDateBelow: return mediaDateBelow.fittingHeight(text, width: width)
        case .post: return post.fittingHeight(text, width: width)
        case .compact: return compact.fittingHeight(text, width: width)
        case .oneLine: return oneLine.fittingHeight(text, width: width)
        }
    }

    /// An O(1) height estimate (no wrapping) from the text widths in columns.
    public func estimatedHeight(_ kind: CellKind, titleColumns: Int, summaryColumns: Int, width: Int,
                                hasPicture: Bool = false, style: RowStyle = .comfortable) -> Int {
        let hasDate = width >= Self.narrowDateWidth
        switch Self.templateKind(kind, width: width, style: style) {
        case .article: return article.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture, hasDate: hasDate)
        case .media: return media.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture, hasDate: hasDate)
        case .mediaDateBelow: return mediaDateBelow.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture, hasDate: hasDate)
        case .post: return post.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture, hasDate: hasDate)
        case .compact: return compact.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture, hasDate: hasDate)
        case .oneLine: return 1
        }
    }

    /// Which built template lays out a `kind` row at `width` in `style`.
    enum TemplateKind { case article, media, mediaDateBelow, post, compact, oneLine }

    static func templateKind(_ kind: CellKind, width: Int, style: RowStyle) -> TemplateKind {
        switch style {
        case .compact: return .compact
        case .oneLine: return .oneLine
        case .comfortable:
            switch kind {
            case .article: return .article
            case .media: return width < narrowMediaWidth ? .article : width < narrowMediaTitleWidth ? .mediaDateBelow : .media
            case .post: return .post
            }
        }
    }

    /// `content` as laid out at `width`: without its date slot when the row is too narrow for it.
    @inline(__always)
    static func fitted(_ content: CellContent, width: Int) -> CellContent {
        guard content.hasDate, width < narrowDateWidth else { return content }
        var narrow = content
        narrow.hasDate = false
        return narrow
    }
}
