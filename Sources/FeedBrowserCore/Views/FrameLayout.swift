/// The laid-out content of the next frame: list rows with their cell layouts, the scroll bar and
/// the detail document. `App.update` brings it up to date after every action (measuring rows
/// and wrapping text changes caches), so drawing a frame only reads it.
struct FrameLayout {
    /// Rows on screen with their layouts, top to bottom.
    var rows: [ListRow] = []
    /// The scroll bar thumb in pane rows, or nil when everything fits.
    var scrollThumb: (start: Int, length: Int)?
    /// The library's feed list rows on screen, and its scroll bar thumb.
    var feedRows: [ListRow] = []
    var feedScrollThumb: (start: Int, length: Int)?
    /// The selected item's detail at the detail pane's width, when the detail is on screen.
    var detail: DetailDocument?
}
