import ConstraintSolver

/// Declares a cell template: views, labels, collapsible parameters and constraints in the DSL.
///
/// ```swift
/// var builder = TemplateBuilder(kind: .article, minimumWidth: 5)
/// let title = builder.label("title", showing: .title, style: .bold, hugging: .both(751), compression: .both(751))
/// builder.constrain(title.top == builder.content.top + 1, title.leading == builder.content.leading + 2)
/// let template = try builder.build()
/// ```
/// The builder adds for you: the content box at (0, 0) with its width an edit variable, width and
/// height >= 0 for every view, each label's intrinsic-size inequalities at its hugging and
/// compression-resistance priorities, and the fitting wish `content.height == 0` at priority 50.
public struct TemplateBuilder {
    public let kind: CellKind
    /// The content box: the whole cell minus the separator.
    public let content: LayoutView
    var solver = Solver()
    var contentWidth: Variable
    var minimumWidth: Int
    var views: [TemplateView] = []
    var labels: [LabelSpec] = []
    var parameters: [ParameterSpec] = []
    var constraints: [Constraint] = []

    /// Priority of the content-width edit: above 999 and below required, so the width requested
    /// always wins over the template's wishes (sizes at 999 give way instead).
    public static let widthPriority: Priority = 999.9

    /// Starts a template; widths below `minimumWidth` are measured at `minimumWidth`.
    public init(kind: CellKind, minimumWidth: Int) {
        self.kind = kind
        self.minimumWidth = max(1, minimumWidth)
        var solver = Solver()
        content = TemplateBuilder.makeView("content", in: &solver)
        contentWidth = solver.makeVariable("content.widthParameter")
        self.solver = solver
    }

    static func makeView(_ name: String, in solver: inout Solver) -> LayoutView {
        LayoutView(name: name, left: solver.makeVariable("\(name).left"), topVariable: solver.makeVariable("\(name).top"),
                   widthVariable: solver.makeVariable("\(name).width"), heightVariable: solver.makeVariable("\(name).height"))
    }

    /// A text label. `lines` limits the number of lines (0 = unlimited; 1 also gives the label an
    /// intrinsic width, so it hugs its text horizontally).
    public mutating func label(_ name: String, showing field: ContentField, style: LabelStyle = [], lines: Int = 0,
                               hugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250),
                               compression: AxisPriorities = .both(750)) -> LayoutView {
        let view = TemplateBuilder.makeView(name, in: &solver)
        let height = solver.makeVariable("\(name).intrinsicHeight")
        let width = lines == 1 ? solver.makeVariable("\(name).intrinsicWidth") : nil
        views.append(TemplateView(view: view, role: .label(labels.count)))
        labels.append(LabelSpec(view: view, field: field, style: style, lines: max(0, lines), hugging: hugging,
                                compression: compression, intrinsicHeight: height, intrinsicWidth: width))
        return view
    }

    /// A fixed or constrained rectangle without text (thumbnail, avatar, picture); reported in
    /// measurements.
    public mutating func box(_ name: String) -> LayoutView {
        let view = TemplateBuilder.makeView(name, in: &solver)
        views.append(TemplateView(view: view, role: .box))
        return view
    }

    /// An invisible rectangle that only positions other views; not reported in measurements.
    public mutating func spacer(_ name: String) -> LayoutView {
        let view = TemplateBuilder.makeView(name, in: &solver)
        views.append(TemplateView(view: view, role: .spacer))
        return view
    }

    /// A per-row value: `value` when the content has `flag`, else 0. Use it for sizes and spacings
    /// of optional views so they collapse by edit values instead of by rebuilding the template.
    public mutating func parameter<Axis: LayoutAxis>(_ name: String, _ axis: Axis.Type, value: Double,
                                                     when flag: ContentFlag) -> LayoutAnchor<Axis> {
        let variable = solver.makeVariable(name)
        parameters.append(ParameterSpec(variable: variable, presentValue: value, flag: flag))
        return LayoutAnchor(Expression(variable), label: name)
    }

    /// Adds constraints written in the DSL.
    public mutating func constrain(_ constraints: Constraint...) {
        self.constraints += constraints
    }

    /// Builds the template's solver once. - Throws: `LayoutError` when constraints conflict or
    /// two views share a name.
    public func build() throws(LayoutError) -> CellTemplate {
        var names: Set<String> = ["content"]
        for entry in views where !names.insert(entry.view.name).inserted {
            throw .duplicateViewName(kind: kind, entry.view.name)
        }
        var solver = self.solver
        do {
            try solver.add((content.leading == 0).named("content.leading == 0"))
            try solver.add((content.top == 0).named("content.top == 0"))
            try solver.add(Constraint(content.width.expression - contentWidth, .equal, name: "content.width == width"))
            // Above every wish of a template (999 at most), so the requested width always wins.
            try solver.addEditVariable(contentWidth, priority: TemplateBuilder.widthPriority)
            for entry in [TemplateView(view: content, role: .spacer)] + views {
                try solver.add(entry.view.width >= 0)
                try solver.add(entry.view.height >= 0)
            }
            for label in labels {
                let name = label.view.name
                try solver.addEditVariable(label.intrinsicHeight, priority: 999)
                let intrinsicHeight = LayoutAnchor<VerticalAxis>(Expression(label.intrinsicHeight), label: "\(name).intrinsicHeight")
                try solver.add(label.view.height >= intrinsicHeight ~ label.compression.vertical)
                try solver.add(label.view.height <= intrinsicHeight ~ label.hugging.vertical)
                if let width = label.intrinsicWidth {
                    try solver.addEditVariable(width, priority: 999)
                    let intrinsicWidth = LayoutAnchor<HorizontalAxis>(Expression(width), label: "\(name).intrinsicWidth")
                    try solver.add(label.view.width >= intrinsicWidth ~ label.compression.horizontal)
                    try solver.add(label.view.width <= intrinsicWidth ~ label.hugging.horizontal)
                }
            }
            for parameter in parameters {
                try solver.addEditVariable(parameter.variable, priority: 999)
            }
            for constraint in constraints {
                try solver.add(constraint)
            }
            // Fitting size: as short as the other constraints allow (systemLayoutSizeFitting).
            try solver.add((content.height == 0 ~ .fittingSizeLevel).named("content.height == 0 (fitting)"))
        } catch {
            throw .unsatisfiableTemplate(kind: kind, error)
        }
        return CellTemplate(kind: kind, minimumWidth: minimumWidth, solver: solver, content: content,
                            contentWidth: contentWidth, views: views, labels: labels, parameters: parameters)
    }
}
