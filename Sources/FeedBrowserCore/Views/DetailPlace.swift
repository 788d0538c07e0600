/// A reading place in an item's detail that survives re-wrapping at another width: the text the
/// top line comes from and the UTF-8 offset in that text where the line starts (or a row of the
/// picture above the text), plus whether the reader was at the end, which stays the end.
public struct DetailPlace: Equatable, Sendable, Codable {
    /// The item the place belongs to.
    var itemID: String
    /// Scrolled to the last page: after a resize the last page is shown again.
    var atEnd: Bool
    /// Which of the document's texts (`DetailDocument.Line.source`) holds the top line.
    var source: Int
    /// Where the top line starts in that text, in UTF-8 bytes.
    var offset: Int
    /// The row of the picture box at the top, when the top is inside the picture.
    var pictureRow: Int?
}
