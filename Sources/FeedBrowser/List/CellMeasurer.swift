import CellLayout

/// Lays list rows out with CellLayout's templates (one solver per template, built once) and
/// converts the measured frames into what `ListView` draws. Not thread-safe: one per main loop.
public final class CellMeasurer {
    private let templates: CellTemplates

    public init(templates: CellTemplates = CellTemplates()) {
        self.templates = templates
    }

    /// Frames and wrapped lines of `entry`'s cell at `width` columns.
    public func drawing(for entry: ListEntry, width: Int) -> CellDrawing {
        let measurement = templates.measure(entry.cellKind, entry.content, width: max(1, width))
        var labels: [CellDrawing.Label] = []
        var boxes: [CellDrawing.Box] = []
        for view in measurement.views where view.frame.width > 0 && view.frame.height > 0 {
            let frame = Rect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            if view.isLabel {
                guard let role = Self.labelRoles[view.name], !view.lines.isEmpty else { continue }
                labels.append(CellDrawing.Label(role: role, frame: frame, lines: view.lines))
            } else if let role = Self.boxRoles[view.name] {
                let picture = role == .avatar ? nil : entry.item.listThumbnail
                let pixelSize = picture.flatMap { p in p.width.flatMap { w in p.height.map { (w, $0) } } }
                boxes.append(CellDrawing.Box(role: role, frame: frame, pixelSize: pixelSize, url: picture?.url))
            }
        }
        return CellDrawing(height: measurement.height, labels: labels, boxes: boxes)
    }

    /// The exact height of `entry`'s cell at `width` (no strings built).
    public func height(for entry: ListEntry, width: Int) -> Int {
        templates.fittingHeight(entry.cellKind, entry.content, width: max(1, width))
    }

    /// An O(1) guess from the text widths, for rows not measured yet.
    public func estimate(for entry: ListEntry, width: Int) -> Int {
        templates.estimatedHeight(entry.cellKind, titleColumns: entry.titleColumns, summaryColumns: entry.summaryColumns,
                                  width: max(1, width), hasPicture: entry.content.hasPicture)
    }

    static let labelRoles: [String: CellDrawing.LabelRole] = [
        "title": .title, "summary": .summary, "author": .author, "badge": .badge, "text": .text,
    ]
    static let boxRoles: [String: CellDrawing.BoxRole] = ["thumbnail": .thumbnail, "avatar": .avatar, "picture": .picture]
}
