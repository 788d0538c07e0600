import TerminalUI
/// The result of measuring one row: its height and where every view goes.
public struct CellMeasurement: Sendable, Equatable {
    public var kind: CellKind
    /// The content width the cell was laid out at (the requested width, or the template's
    /// minimum width when the request was narrower).
    public var width: Int
    /// Rows the cell takes, excluding the 1-row separator the table adds below it.
    public var height: Int
    /// Every view of the template except the content box, in template order.
    public var views: [MeasuredView]

    /// The view called `name`, if the template has one.
    public subscript(name: String) -> MeasuredView? {
        views.first { $0.name == name }
    }

    /// The frame of the view called `name`.
    public func frame(_ name: String) -> Rect? { self[name]?.frame }

    /// The lines of the label called `name` (empty for boxes and unknown names).
    public func lines(_ name: String) -> [String] { self[name]?.lines ?? [] }

    /// Frames by view name.
    public var frames: [String: Rect] {
        Dictionary(views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }
}
