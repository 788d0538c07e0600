/// One rendering of one picture: its URL, the box in cells and the drawing mode.
public struct ThumbnailKey: Hashable, Sendable {
    public var url: String
    public var columns: Int
    public var rows: Int
    public var mode: ThumbnailMode

    public init(url: String, columns: Int, rows: Int, mode: ThumbnailMode = .halfBlocks) {
        self.url = url
        self.columns = columns
        self.rows = rows
        self.mode = mode
    }
}
