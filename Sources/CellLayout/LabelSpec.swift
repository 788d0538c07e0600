import ConstraintSolver

/// A label of a template: what it shows, how, and the edit variables carrying its intrinsic size.
struct LabelSpec {
    var view: LayoutView
    var field: ContentField
    var style: LabelStyle
    /// Maximum number of lines; 0 means unlimited. A 1-line label also has an intrinsic width.
    var lines: Int
    var hugging: AxisPriorities
    var compression: AxisPriorities
    /// Edit variable: the wrapped line count at the solved width.
    var intrinsicHeight: Variable
    /// Edit variable: the text's width in columns (1-line labels only).
    var intrinsicWidth: Variable?
}
