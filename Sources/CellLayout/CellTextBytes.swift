/// What one row shows, as `CellContent` has it, but as UTF-8 bytes read in place (a buffer of
/// the list's text, a string's storage): `CellTemplates.fittingHeight` measures a row from it
/// without building the row's strings. The pointers are valid only during the call that gets
/// this value (`CellContent.withUTF8`, or whoever lends its bytes).
public struct CellTextBytes {
    public var title: UnsafeBufferPointer<UInt8>
    public var summary: UnsafeBufferPointer<UInt8>
    public var author: UnsafeBufferPointer<UInt8>
    public var badge: UnsafeBufferPointer<UInt8>
    public var note: UnsafeBufferPointer<UInt8>
    /// What `CellContent.text(for: .headline)` is: the title, or a post's author and text.
    public var headline: UnsafeBufferPointer<UInt8>
    public var hasThumbnail: Bool
    public var hasPicture: Bool
    public var hasDate: Bool

    public init(title: UnsafeBufferPointer<UInt8>, summary: UnsafeBufferPointer<UInt8>, author: UnsafeBufferPointer<UInt8>,
                badge: UnsafeBufferPointer<UInt8>, note: UnsafeBufferPointer<UInt8>, headline: UnsafeBufferPointer<UInt8>,
                hasThumbnail: Bool, hasPicture: Bool, hasDate: Bool) {
        self.title = title
        self.summary = summary
        self.author = author
        self.badge = badge
        self.note = note
        self.headline = headline
        self.hasThumbnail = hasThumbnail
        self.hasPicture = hasPicture
        self.hasDate = hasDate
    }

    /// The bytes of the text a label bound to `field` shows.
    @inline(__always)
    func text(for field: ContentField) -> UnsafeBufferPointer<UInt8> {
        switch field {
        case .title: title
        case .summary: summary
        case .author: author
        case .badge: badge
        case .headline: headline
        case .note: note
        }
    }

    /// Whether `flag` holds for this row.
    @inline(__always)
    func has(_ flag: ContentFlag) -> Bool {
        switch flag {
        case .hasThumbnail: hasThumbnail
        case .hasPicture: hasPicture
        case .hasDate: hasDate
        }
    }
}
