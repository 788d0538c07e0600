/// Where a long library list gets the entries of the rows it is about to show: the list holds
/// every row's `ItemState` (24 bytes) and only a window of whole entries, so its memory does not
/// grow with the items' texts (400k unread items held as entries took 1.1 GB).
///
/// The runtime implements it over the library (a page of rows by primary key, about a
/// millisecond); the core only calls it, when a row is measured or drawn and is not in the window.
public protocol ListWindowReader: AnyObject {
    /// The entries of the items `rows` name, one per row in the same order, carrying those
    /// states. An item no longer stored comes back as an entry that says so.
    func entries(for rows: [ItemState]) -> [ListEntry]
}
