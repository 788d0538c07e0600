/// The axis an anchor belongs to: the DSL only relates anchors of the same axis, so
/// `title.top == content.leading` does not compile.
public protocol LayoutAxis {}

/// Columns: leading, trailing, width.
public enum HorizontalAxis: LayoutAxis {}

/// Rows: top, bottom, height, centerY.
public enum VerticalAxis: LayoutAxis {}
