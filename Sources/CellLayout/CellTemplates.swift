import TextLayout

/// The design's three cell templates, each built once with its own solver; the app and the
/// table measure every row through this object.
///
/// Not thread-safe by design: use one instance per thread (measuring mutates the solvers' edit
/// values). All calls are O(text length) for wrapping plus a small constant for the solver.
public final class CellTemplates {
    var article: CellTemplate
    var media: CellTemplate
    var post: CellTemplate

    /// Text measuring options shared by the three templates.
    public var options: TextOptions {
        didSet {
            article.options = options
            media.options = options
            post.options = options
        }
    }

    /// Builds the three templates (once per instance; a few hundred microseconds).
    public init(options: TextOptions = .standard) {
        do {
            article = try StandardTemplates.article()
            media = try StandardTemplates.media()
            post = try StandardTemplates.post()
        } catch {
            // The built-in templates are fixed and covered by tests; failing here is a bug.
            preconditionFailure("\(error)")
        }
        self.options = options
        article.options = options
        media.options = options
        post.options = options
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
    public func measure(_ kind: CellKind, _ content: CellContent, width: Int) -> CellMeasurement {
        switch kind {
        case .article: article.measure(content, width: width)
        case .media: media.measure(content, width: width)
        case .post: post.measure(content, width: width)
        }
    }

    /// Only the height (without separator): cheaper than `measure` (counts lines, builds no strings).
    public func fittingHeight(_ kind: CellKind, _ content: CellContent, width: Int) -> Int {
        switch kind {
        case .article: article.fittingHeight(content, width: width)
        case .media: media.fittingHeight(content, width: width)
        case .post: post.fittingHeight(content, width: width)
        }
    }

    /// An O(1) height estimate (no wrapping) from the text widths in columns.
    public func estimatedHeight(_ kind: CellKind, titleColumns: Int, summaryColumns: Int, width: Int,
                                hasPicture: Bool = false) -> Int {
        switch kind {
        case .article: article.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture)
        case .media: media.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture)
        case .post: post.estimatedHeight(titleColumns: titleColumns, summaryColumns: summaryColumns, width: width, hasPicture: hasPicture)
        }
    }
}
