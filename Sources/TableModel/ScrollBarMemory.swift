/// The last scroll bar a `TableModel` computed, so the thumb never moves against the scroll.
struct ScrollBarMemory {
    var trackLength: Int
    var viewportHeight: Int
    var epoch: Int
    var topRow: Int
    var topOffset: Int
    var contentHeight: Int
    var thumbStart: Int
}
