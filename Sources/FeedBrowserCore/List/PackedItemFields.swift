import Feeds
import Foundation

/// The fields of held entries that the search buffer does not hold and a row does not show (id,
/// date, links, thumbnails, enclosures, categories, marks), each entry's packed as bytes in one
/// arena: as Strings and Arrays they took about 450 bytes an item of feed-100k.xml (a 32-byte
/// header and malloc's rounding per URL, an array per list, the structs' optionals) for about
/// 150 bytes of text. An entry asked for (drawn, opened) has them unpacked again.
///
/// Layout per entry: a flags byte (which of the parts follow), the id when the store does not
/// keep it (`ItemKeys` has each row's id made unique: only a repeated one is packed), the date and each
/// list present; the date as its 8 bytes, counts and numbers as LEB128 varints (signed ones zigzagged), strings as their
/// UTF-8 length and bytes, a URL as the length of the start it shares with the entry's URL
/// before it and the rest.
struct PackedItemFields {
    private(set) var bytes = ReallocatingArray<UInt8>()

    private struct Parts: OptionSet {
        let rawValue: UInt8
        static let date = Parts(rawValue: 1 << 0)
        static let links = Parts(rawValue: 1 << 1)
        static let thumbnails = Parts(rawValue: 1 << 2)
        static let enclosures = Parts(rawValue: 1 << 3)
        static let categories = Parts(rawValue: 1 << 4)
        static let marks = Parts(rawValue: 1 << 5)
        /// The id is packed: it is not the one the store keeps for the row.
        static let id = Parts(rawValue: 1 << 6)
    }

    /// Packs `item`'s fields at the end, its id only when `keepingID`; returns where they start.
    mutating func append(_ item: FeedItem, keepingID: Bool) -> Int {
        let start = bytes.count
        var parts: Parts = keepingID ? .id : []
        if item.published != nil { parts.insert(.date) }
        if !item.links.isEmpty { parts.insert(.links) }
        if !item.thumbnails.isEmpty { parts.insert(.thumbnails) }
        if !item.enclosures.isEmpty { parts.insert(.enclosures) }
        if !item.categories.isEmpty { parts.insert(.categories) }
        if !item.marks.isEmpty { parts.insert(.marks) }
        bytes.append(parts.rawValue)
        if keepingID { write(item.id) }
        // URLs are written after the one before them in this entry: a picture's sizes and the
        // item's media share most of their address.
        var previousURL: [UInt8] = []
        if let published = item.published {
            withUnsafeBytes(of: published.timeIntervalSinceReferenceDate.bitPattern.littleEndian) { bytes.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
        }
        if parts.contains(.links) {
            write(UInt64(item.links.count))
            for link in item.links { write(url: link, after: &previousURL) }
        }
        if parts.contains(.thumbnails) {
            write(UInt64(item.thumbnails.count))
            for thumbnail in item.thumbnails {
                write(url: thumbnail.url, after: &previousURL)
                write(thumbnail.width)
                write(thumbnail.height)
            }
        }
        if parts.contains(.enclosures) {
            write(UInt64(item.enclosures.count))
            for enclosure in item.enclosures {
                write(url: enclosure.url, after: &previousURL)
                write(enclosure.type)
                write(enclosure.length)
                write(enclosure.medium)
                write(enclosure.width)
                write(enclosure.height)
            }
        }
        if parts.contains(.categories) {
            write(UInt64(item.categories.count))
            for category in item.categories { write(category) }
        }
        if parts.contains(.marks) {
            write(UInt64(item.marks.count))
            for mark in item.marks { write(mark) }
        }
        return start
    }

    /// An item with the fields packed at `offset` (its text fields empty); its id `keptID()`
    /// when it was not packed.
    func item(at offset: Int, keptID: () -> String) -> FeedItem {
        bytes.withUnsafeBufferPointer { all in
            var reader = PackedFieldReader(bytes: all, at: offset)
            let parts = Parts(rawValue: reader.byte())
            var item = FeedItem(id: parts.contains(.id) ? reader.string() : keptID())
            if parts.contains(.date) { item.published = Date(timeIntervalSinceReferenceDate: Double(bitPattern: reader.fixed64())) }
            var previousURL: [UInt8] = []
            if parts.contains(.links) { item.links = reader.list { $0.url(after: &previousURL) } }
            if parts.contains(.thumbnails) {
                item.thumbnails = reader.list { FeedThumbnail(url: $0.url(after: &previousURL), width: $0.optionalInt(), height: $0.optionalInt()) }
            }
            if parts.contains(.enclosures) {
                item.enclosures = reader.list {
                    FeedEnclosure(url: $0.url(after: &previousURL), type: $0.optionalString(), length: $0.optionalInt(), medium: $0.optionalString(),
                                  width: $0.optionalInt(), height: $0.optionalInt())
                }
            }
            if parts.contains(.categories) { item.categories = reader.list { $0.string() } }
            if parts.contains(.marks) { item.marks = reader.list { $0.mark() } }
            return item
        }
    }

    // MARK: Writing

    private mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63))
    }

    private mutating func write(_ string: String) {
        write(UInt64(string.utf8.count))
        bytes.append(contentsOf: string.utf8)
    }

    /// `url` as the length of the start it shares with `previous` (the URL packed before it in
    /// this entry) and the rest; `previous` becomes `url`.
    private mutating func write(url: String, after previous: inout [UInt8]) {
        var url = url
        url.withUTF8 { bytes in
            var shared = 0
            while shared < min(bytes.count, previous.count) && bytes[shared] == previous[shared] { shared += 1 }
            write(UInt64(shared))
            write(UInt64(bytes.count - shared))
            self.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[shared...]))
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: bytes)
        }
    }

    /// 0 for nil, else 1 and the value.
    private mutating func write(_ value: Int?) {
        bytes.append(value == nil ? 0 : 1)
        if let value { write(value) }
    }

    /// 0 for nil, else the length plus one and the bytes.
    private mutating func write(_ string: String?) {
        guard let string else { return bytes.append(0) }
        write(UInt64(string.utf8.count) + 1)
        bytes.append(contentsOf: string.utf8)
    }

    private mutating func write(_ mark: TextMark) {
        switch mark.kind {
        case .heading: bytes.append(0)
        case .strong: bytes.append(1)
        case .emphasis: bytes.append(2)
        case .code: bytes.append(3)
        case .preformatted: bytes.append(4)
        case .quote: bytes.append(5)
        case .link(let index):
            bytes.append(6)
            write(index)
        }
        write(mark.start)
        write(mark.end)
    }
}
