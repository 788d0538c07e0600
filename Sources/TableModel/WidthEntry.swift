/// One of the recent widths a `TableModel` keeps heights for.
struct WidthEntry {
    var width: Int
    /// Generation of this width in the height cache; new each time the width is admitted.
    var epoch: Int
    /// The row-indexed heights at this width; nil after the rows were re-indexed (reload, filter).
    var index: HeightIndex?
}
