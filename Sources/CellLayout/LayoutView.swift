import ConstraintSolver

/// A rectangle of a cell template (label, box, spacer or the content box) and its anchors.
///
/// Each view owns four solver variables: left, top, width and height.
public struct LayoutView: Sendable {
    public let name: String
    let left: Variable
    let topVariable: Variable
    let widthVariable: Variable
    let heightVariable: Variable

    public var leading: LayoutAnchor<HorizontalAxis> { LayoutAnchor(Expression(left), label: "\(name).leading") }
    public var trailing: LayoutAnchor<HorizontalAxis> { LayoutAnchor(left + widthVariable, label: "\(name).trailing") }
    public var width: LayoutAnchor<HorizontalAxis> { LayoutAnchor(Expression(widthVariable), label: "\(name).width") }
    public var top: LayoutAnchor<VerticalAxis> { LayoutAnchor(Expression(topVariable), label: "\(name).top") }
    public var bottom: LayoutAnchor<VerticalAxis> { LayoutAnchor(topVariable + heightVariable, label: "\(name).bottom") }
    public var height: LayoutAnchor<VerticalAxis> { LayoutAnchor(Expression(heightVariable), label: "\(name).height") }
    public var centerY: LayoutAnchor<VerticalAxis> { LayoutAnchor(topVariable + heightVariable * 0.5, label: "\(name).centerY") }
}
