import CellLayout
import TerminalUI

/// Lays list rows out with CellLayout's templates (one solver per template, built once) and
/// converts the measured frames into what `ListView` draws. Not thread-safe: one per main loop.
public final class CellMeasurer {
    private let templates: CellTemplates

    public init(templates: CellTemplates = CellTemplates()) {
        self.templates = templates
    }

    /// Frames and wrapped lines of `entry`'s cell at `width` columns.
    public func drawing(for entry: ListEntry, width: Int, style: RowStyle = .comfortable) -> CellDrawing {
        let measurement = templates.measure(entry.cellKind, entry.content, width: max(1, width), style: style)
        var labels: [CellDrawing.Label] = []
        var boxes: [CellDrawing.Box] = []
        for view in measurement.views where view.frame.width > 0 && view.frame.height > 0 {
            let frame = view.frame
            if view.isLabel {
                guard let role = Self.labelRoles[view.name], !view.lines.isEmpty else { continue }
                labels.append(CellDrawing.Label(role: role, frame: frame, lines: view.lines))
            } else if let role = Self.boxRoles[view.name] {
                let picture = role == .avatar || role == .date ? nil : entry.item.listThumbnail
                let pixelSize = picture?.declaredSize
                boxes.append(CellDrawing.Box(role: role, frame: frame, pixelSize: pixelSize, url: picture?.url))
            }
        }
        return CellDrawing(height: measurement.height, labels: labels, boxes: boxes)
    }

    /// The exact height of a `kind` cell showing `content` at `width` (no strings built).
    /// Takes the entry's parts, not the entry: passing a `ListEntry` read from an array copies it,
    /// retaining every string of its feed item, which cost as much as the layout.
    public func height(_ kind: CellKind, _ content: CellContent, width: Int, style: RowStyle = .comfortable) -> Int {
        templates.fittingHeight(kind, content, width: max(1, width), style: style)
    }

    /// The exact height of a `kind` cell showing `text` (a row's texts read as bytes) at `width`.
    public func height(_ kind: CellKind, _ text: CellTextBytes, width: Int, style: RowStyle = .comfortable) -> Int {
        templates.fittingHeight(kind, text, width: max(1, width), style: style)
    }

    /// An O(1) guess from the text widths, for rows not measured yet.
    public func estimate(_ kind: CellKind, titleColumns: Int, summaryColumns: Int, hasPicture: Bool, width: Int,
                         style: RowStyle = .comfortable) -> Int {
        templates.estimatedHeight(kind, titleColumns: titleColumns, summaryColumns: summaryColumns,
                                  width: max(1, width), hasPicture: hasPicture, style: style)
    }

    static let labelRoles: [String: CellDrawing.LabelRole] = [
        "title": .title, "summary": .summary, "author": .author, "badge": .badge, "text": .text, "note": .note,
    ]
    static let boxRoles: [String: CellDrawing.BoxRole] = [
        "thumbnail": .thumbnail, "avatar": .avatar, "picture": .picture, "date": .date,
    ]
}
