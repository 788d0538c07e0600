import TerminalUI
import ConstraintSolver
import TextLayout

/// A built cell template: one solver whose constraints never change; each row only suggests
/// new edit values (content width, label sizes, collapse parameters).
///
/// Measurement is two-pass inside that one solver: suggest the width and read every label's
/// solved width (the horizontal pass), wrap each label at its own width, suggest the line counts
/// and read the heights (the vertical pass). Horizontal and vertical constraints never share a
/// variable, so the second pass cannot move what the first one solved. When the width and
/// horizontal intrinsic sizes repeat from the previous row, the horizontal pass costs nothing:
/// `suggestValue` of an unchanged value returns at once.
public struct CellTemplate {
    public let kind: CellKind
    /// Narrower requests are laid out at this width (every label keeps at least one column).
    public let minimumWidth: Int
    /// Text measuring options (ambiguous-width characters, tab stops).
    public var options: TextOptions = .standard
    var solver: Solver
    let content: LayoutView
    let contentWidth: Variable
    let views: [TemplateView]
    let labels: [LabelSpec]
    let parameters: [ParameterSpec]
    /// Heights already solved, by edit values (see `HeightMemo`); used by `fittingHeight`.
    var heightMemo = HeightMemo()
    /// Whether the row's edit values fit a memo key (width, parameters, 1-line widths, line counts).
    let fitsHeightMemo: Bool
    /// Whether `fittingHeight` answers repeated edit values from the memo (on by default; off
    /// measures the solver itself, as the benchmarks do for comparison). Frames are always solved.
    public var memoizesHeights = true

    init(kind: CellKind, minimumWidth: Int, solver: Solver, content: LayoutView, contentWidth: Variable,
         views: [TemplateView], labels: [LabelSpec], parameters: [ParameterSpec]) {
        self.kind = kind
        self.minimumWidth = minimumWidth
        self.solver = solver
        self.content = content
        self.contentWidth = contentWidth
        self.views = views
        self.labels = labels
        self.parameters = parameters
        let intrinsicWidths = labels.filter { $0.intrinsicWidth != nil }.count
        fitsHeightMemo = 1 + parameters.count + intrinsicWidths + labels.count <= HeightMemo.slotCount
    }

    /// The solver's constraints (for inspection and tests).
    public var constraints: [Constraint] { solver.constraints }

    // MARK: Per-row work

    @inline(__always)
    mutating func suggest(_ variable: Variable, _ value: Double) {
        do {
            try solver.suggestValue(variable, value)
        } catch {
            // Every edit variable was added by `build()`; reaching this is a bug in the template
            // code, not in the content, so the row keeps its previous solution.
            assertionFailure("cell template \(kind): \(error)")
        }
    }

    /// Whether this call of `fittingHeight` goes through the memo.
    var usesHeightMemo: Bool { memoizesHeights && fitsHeightMemo }

    /// Horizontal pass: width, collapse parameters and 1-line labels' intrinsic widths. The values
    /// suggested are also written to `key` from `slot` on (the memo key's first part).
    @inline(__always)
    mutating func solveHorizontally(_ cell: CellContent, width: Int, key: inout HeightMemo.Key, slot: inout Int) -> Int {
        let used = max(width, minimumWidth)
        let options = options
        suggestHorizontally(Double(used), key: &key, slot: &slot) { cell.has($0) } intrinsicWidth: { _, label in
            Double(DisplayWidth.of(cell.text(for: label.field), options: options))
        }
        return used
    }

    /// Suggests the horizontal edit values in the memo key's order and records them in `key`.
    @inline(__always)
    mutating func suggestHorizontally(_ width: Double, key: inout HeightMemo.Key, slot: inout Int,
                                      has: (ContentFlag) -> Bool, intrinsicWidth: (Int, LabelSpec) -> Double) {
        suggest(contentWidth, width)
        HeightMemo.record(width, in: &key, at: &slot)
        for parameter in parameters {
            let value = has(parameter.flag) ? parameter.presentValue : 0
            suggest(parameter.variable, value)
            HeightMemo.record(value, in: &key, at: &slot)
        }
        for (index, label) in labels.enumerated() {
            if let variable = label.intrinsicWidth {
                let value = intrinsicWidth(index, label)
                suggest(variable, value)
                HeightMemo.record(value, in: &key, at: &slot)
            }
        }
    }

    /// Vertical pass from line counts already in `key` (from `firstLineSlot` on, one per label):
    /// the memo's height when these edit values were solved before, else the solver's.
    @inline(__always)
    mutating func memoizedHeight(_ key: HeightMemo.Key, firstLineSlot: Int) -> Int {
        if let height = heightMemo.height(for: key) { return height }
        for (index, label) in labels.enumerated() {
            suggest(label.intrinsicHeight, key[firstLineSlot + index])
        }
        let height = solvedHeight
        heightMemo.remember(height, for: key)
        return height
    }

    /// The content height the solver has now, in whole rows.
    var solvedHeight: Int { max(0, Int(solver.value(of: content.heightVariable).rounded())) }

    /// The solved width of a label, in whole columns.
    @inline(__always)
    func solvedWidth(_ label: LabelSpec) -> Int {
        Int(solver.value(of: label.view.widthVariable).rounded())
    }

    /// Lines the UTF-8 `text` takes at `width` under a label's line limit.
    @inline(__always)
    func lineCount(_ text: UnsafeBufferPointer<UInt8>, width: Int, limit: Int) -> Int {
        if text.isEmpty || width <= 0 { return 0 }
        let count: Int
        do {
            // TextLayout's own Latin fast path handles prose; there is no second one here.
            count = try TextWrapper.lineCount(utf8: text, width: width, options: options)
        } catch {
            return 0 // width <= 0 was excluded above
        }
        return limit > 0 ? min(count, limit) : count
    }

    /// The fitting height of the content: both passes, no frames, no line strings.
    public mutating func fittingHeight(_ cell: CellContent, width: Int) -> Int {
        cell.withUTF8 { fittingHeight($0, width: width) }
    }

    /// The fitting height of a row read as bytes, as `fittingHeight(_:width:)` of the same texts.
    public mutating func fittingHeight(_ cell: CellTextBytes, width: Int) -> Int {
        var key = HeightMemo.Key()
        var slot = 0
        let used = max(width, minimumWidth)
        let options = options
        suggestHorizontally(Double(used), key: &key, slot: &slot) { cell.has($0) } intrinsicWidth: { _, label in
            Double(DisplayWidth.of(utf8: cell.text(for: label.field), options: options))
        }
        let memoized = usesHeightMemo
        let firstLineSlot = slot
        for label in labels {
            let lines = Double(lineCount(cell.text(for: label.field), width: solvedWidth(label), limit: label.lines))
            if memoized { HeightMemo.record(lines, in: &key, at: &slot) } else { suggest(label.intrinsicHeight, lines) }
        }
        return memoized ? memoizedHeight(key, firstLineSlot: firstLineSlot) : solvedHeight
    }

    /// Height, frames and the lines of every label, ready to draw.
    public mutating func measure(_ cell: CellContent, width: Int) -> CellMeasurement {
        var key = HeightMemo.Key()
        var slot = 0
        let used = solveHorizontally(cell, width: width, key: &key, slot: &slot)
        var wrapped: [[String]] = []
        wrapped.reserveCapacity(labels.count)
        for label in labels {
            let lines = displayLines(cell.text(for: label.field), width: solvedWidth(label), limit: label.lines)
            suggest(label.intrinsicHeight, Double(lines.count))
            wrapped.append(lines)
        }
        var measured: [MeasuredView] = []
        measured.reserveCapacity(views.count)
        for entry in views {
            let frame = self.frame(of: entry.view)
            switch entry.role {
            case .spacer:
                continue
            case .box:
                measured.append(MeasuredView(name: entry.view.name, frame: frame, isLabel: false, style: [], lines: []))
            case let .label(index):
                var lines = wrapped[index]
                if lines.count > frame.height { lines.removeLast(lines.count - max(0, frame.height)) }
                measured.append(MeasuredView(name: entry.view.name, frame: frame, isLabel: true, style: labels[index].style, lines: lines))
            }
        }
        return CellMeasurement(kind: kind, width: used, height: solvedHeight, views: measured)
    }

    /// An O(1) estimate (no wrapping): labels are assumed to fill their solved width exactly
    /// (`ceil(columns / width)` lines), then the vertical pass runs as usual.
    public mutating func estimatedHeight(titleColumns: Int, summaryColumns: Int, width: Int, hasPicture: Bool = false,
                                         hasDate: Bool = false) -> Int {
        var placeholder = CellContent(title: nil, summary: "")
        placeholder.hasPicture = hasPicture
        placeholder.hasDate = hasDate
        placeholder.hasThumbnail = kind == .media
        _ = solveHorizontallyForEstimate(placeholder, width: width)
        for label in labels {
            let labelWidth = solvedWidth(label)
            let columns: Int
            switch label.field {
            case .title, .headline: columns = titleColumns
            case .summary: columns = summaryColumns
            case .author, .badge: columns = 1
            case .note: columns = 0
            }
            var lines = columns <= 0 || labelWidth <= 0 ? 0 : (columns + labelWidth - 1) / labelWidth
            if label.lines > 0 { lines = min(lines, label.lines) }
            suggest(label.intrinsicHeight, Double(lines))
        }
        return solvedHeight
    }

    /// Like `solveHorizontally`, but 1-line labels keep their previous intrinsic widths: an
    /// estimate only needs label widths roughly right.
    mutating func solveHorizontallyForEstimate(_ cell: CellContent, width: Int) -> Int {
        let used = max(width, minimumWidth)
        suggest(contentWidth, Double(used))
        for parameter in parameters {
            suggest(parameter.variable, cell.has(parameter.flag) ? parameter.presentValue : 0)
        }
        return used
    }

    /// The rectangle the solver gave `view`, in whole cells.
    func frame(of view: LayoutView) -> Rect {
        Rect(x: Int(solver.value(of: view.left).rounded()), y: Int(solver.value(of: view.topVariable).rounded()),
                  width: max(0, Int(solver.value(of: view.widthVariable).rounded())),
                  height: max(0, Int(solver.value(of: view.heightVariable).rounded())))
    }

    /// The strings a label draws: wrapped at `width`; with a line limit, the last kept line
    /// carries the rest of the text, truncated with an ellipsis.
    func displayLines(_ text: String, width: Int, limit: Int) -> [String] {
        if text.isEmpty || width <= 0 { return [] }
        let wrapped: [WrappedLine]
        do {
            wrapped = try TextWrapper.wrap(text, width: width, options: options)
        } catch {
            return []
        }
        if limit > 0 && wrapped.count > limit {
            var lines = wrapped.prefix(limit - 1).map { String(text[$0.range]) }
            let rest = text[wrapped[limit - 1].range.lowerBound...]
            let flattened = String(rest.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
            lines.append(Truncation.truncate(flattened, toColumns: width, options: options))
            return lines
        }
        return wrapped.map { String(text[$0.range]) }
    }
}
