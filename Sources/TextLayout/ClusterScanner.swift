/// Walks the grapheme clusters of UTF-8 text with their widths (tabs count as 0 here: they only
/// have a width relative to a line, which the wrapper knows).
struct ClusterScanner {
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private let ambiguousIsWide: Bool
    private let table = UnicodeProperties.table
    private var graphemes = GraphemeBreakState()
    private var index = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>, options: TextOptions) {
        // An empty buffer may have no base address; any valid pointer does, it is never read.
        bytes = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        count = buffer.count
        ambiguousIsWide = options.ambiguousIsWide
    }

    /// The next cluster as byte offsets and columns, or nil at the end.
    mutating func next() -> (start: Int, end: Int, width: Int)? {
        guard index < count else { return nil }
        let start = index
        var width = 0
        var first = true
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F && (index + 1 == count || bytes[index + 1] < 0x80) && first {
                // A printable ASCII byte followed by ASCII is a whole one-column cluster.
                graphemes.advance(.other, extendedPictographic: false)
                index += 1
                return (start, index, 1)
            }
            let (scalar, length) = UTF8Decoder.decode(bytes, at: index)
            let properties = table.properties(scalar)
            let property = properties.graphemeBreak
            let pictographic = properties.isExtendedPictographic
            let boundary = graphemes.isBoundary(before: property, extendedPictographic: pictographic)
            if boundary && !first { break }
            _ = ClusterWidth.columns(of: scalar, properties, startsCluster: first, clusterWidth: &width,
                                     ambiguousIsWide: ambiguousIsWide)
            graphemes.advance(property, extendedPictographic: pictographic)
            index += length
            first = false
        }
        return (start, index, width)
    }

    /// Total columns of the rest of the text.
    mutating func totalColumns() -> Int {
        var total = 0
        while let cluster = next() { total += cluster.width }
        return total
    }
}
