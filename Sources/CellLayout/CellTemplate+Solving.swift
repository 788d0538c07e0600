import ConstraintSolver

// Access to the solver part alone: for benchmarks and for callers that counted lines already.

extension CellTemplate {
    /// One of the design's templates, freshly built (its own solver).
    public static func standard(_ kind: CellKind) throws(LayoutError) -> CellTemplate {
        switch kind {
        case .article: try StandardTemplates.article()
        case .media: try StandardTemplates.media()
        case .post: try StandardTemplates.post()
        }
    }

    /// Simplex pivots the template's solver has made (re-solving a row should need few).
    public var pivotCount: Int { solver.pivotCount }

    /// The template's labels in the order `fittingHeight(width:lineCounts:textWidths:hasPicture:)` takes them.
    public var labelNames: [String] { labels.map(\.view.name) }

    /// Solve only, no text: `lineCounts[i]` lines and `textWidths[i]` columns for the i-th label of
    /// `labelNames` (text widths matter only for 1-line labels). Returns the fitting height.
    public mutating func fittingHeight(width: Int, lineCounts: [Int], textWidths: [Int], hasPicture: Bool) -> Int {
        var key = HeightMemo.Key()
        var slot = 0
        let present = kind == .media
        suggestHorizontally(Double(max(width, minimumWidth)), key: &key, slot: &slot) { flag in
            flag == .hasPicture ? hasPicture : present
        } intrinsicWidth: { index, _ in
            Double(textWidths[index])
        }
        let memoized = usesHeightMemo
        let firstLineSlot = slot
        for (index, label) in labels.enumerated() {
            let lines = Double(lineCounts[index])
            if memoized { HeightMemo.record(lines, in: &key, at: &slot) } else { suggest(label.intrinsicHeight, lines) }
        }
        return memoized ? memoizedHeight(key, firstLineSlot: firstLineSlot) : solvedHeight
    }
}
