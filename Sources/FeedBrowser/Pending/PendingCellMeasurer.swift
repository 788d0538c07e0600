// TEMPORARY adapter: the three templates of the design computed by hand until CellLayout lands;
// then this file becomes a thin conversion of CellMeasurement frames. Never merged to main as is.
import TextLayout

public final class CellMeasurer {
    public init() {}

    public func drawing(for entry: ListEntry, width: Int) -> CellDrawing {
        let item = entry.item
        let width = max(1, width)
        switch item.rowKind {
        case .article:
            let w = max(1, width - 4)
            let title = wrap(entry.title, w)
            let summary = wrap(entry.summary, w)
            var labels = [CellDrawing.Label(role: .title, frame: Rect(x: 2, y: 1, width: w, height: title.count), lines: title)]
            if !summary.isEmpty { labels.append(.init(role: .summary, frame: Rect(x: 2, y: 1 + title.count, width: w, height: summary.count), lines: summary)) }
            return CellDrawing(height: 2 + title.count + summary.count, labels: labels, boxes: [])
        case .media:
            let thumb = item.listThumbnail
            let box = CellDrawing.Box(role: .thumbnail, frame: Rect(x: 2, y: 1, width: 12, height: 6),
                                      pixelSize: thumb.flatMap { t in t.width.flatMap { w in t.height.map { (w, $0) } } }, url: thumb?.url)
            let w = max(1, width - 18)
            let title = wrap(entry.title, w)
            let summary = wrap(entry.summary, w)
            var labels = [CellDrawing.Label(role: .title, frame: Rect(x: 16, y: 1, width: w, height: title.count), lines: title)]
            if !summary.isEmpty { labels.append(.init(role: .summary, frame: Rect(x: 16, y: 1 + title.count, width: w, height: summary.count), lines: summary)) }
            return CellDrawing(height: max(8, 2 + title.count + summary.count), labels: labels, boxes: [box])
        case .post:
            let w = max(1, width - 4)
            let text = wrap(entry.summary, w)
            var boxes = [CellDrawing.Box(role: .avatar, frame: Rect(x: 2, y: 1, width: 4, height: 2), pixelSize: nil, url: nil)]
            let author = item.author ?? ""
            let labels = [
                CellDrawing.Label(role: .author, frame: Rect(x: 8, y: 1, width: max(1, width - 10), height: 1), lines: [Substring(Truncation.truncate(author, toColumns: max(1, width - 10)))]),
                CellDrawing.Label(role: .text, frame: Rect(x: 2, y: 4, width: w, height: text.count), lines: text),
            ]
            var height = 5 + text.count
            if let picture = item.listThumbnail {
                boxes.append(.init(role: .picture, frame: Rect(x: 2, y: 5 + text.count, width: 24, height: 6), pixelSize: nil, url: picture.url))
                height += 7
            }
            return CellDrawing(height: height, labels: labels, boxes: boxes)
        }
    }

    public func height(for entry: ListEntry, width: Int) -> Int { drawing(for: entry, width: width).height }

    private func wrap(_ text: String, _ width: Int) -> [Substring] {
        guard !text.isEmpty else { return [] }
        return ((try? TextWrapper.wrap(text, width: width)) ?? []).map { text[$0.range] }
    }
}
