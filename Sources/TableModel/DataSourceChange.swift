/// How the data source changed, passed with the new source to `TableModel.update(dataSource:change:)`.
public enum DataSourceChange: Sendable, Equatable {
    /// `count` new rows were appended at the end (a streaming parse delivering a batch).
    case appended(count: Int)
    /// `count` new rows were inserted before row 0 (a reload bringing new items); old rows shift down.
    case insertedAtTop(count: Int)
    /// The content of these source rows changed (their `heightKey`s carry new content versions).
    case rowsChanged([Int])
    /// Anything else: rows are matched by item identity to keep the user's place.
    case reloaded
}
