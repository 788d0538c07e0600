import Pictures

/// The pictures the runtime delivered, by box (URL, size, mode): what views draw in picture boxes.
///
/// Bounded: past `limit` entries the ones not on the last frame go first, so scrolling through a
/// long feed keeps only about a screenful of pictures here (the loader keeps its own caches).
public struct PictureTable: Sendable {
    /// Entries kept beyond those on screen.
    public static let limit = 256

    private var slots: [ThumbnailKey: PictureSlot] = [:]

    public init() {}

    /// The slot of `key`, if the runtime delivered one. O(1).
    public subscript(key: ThumbnailKey) -> PictureSlot? { slots[key] }

    /// Entries held.
    public var count: Int { slots.count }

    /// Adds `delivered`; when over the limit, keeps only the boxes in `onScreen` (and the new ones).
    public mutating func insert(_ delivered: [ThumbnailKey: PictureSlot], onScreen: Set<ThumbnailKey>) {
        slots.merge(delivered) { _, new in new }
        if slots.count > Self.limit {
            slots = slots.filter { onScreen.contains($0.key) || delivered[$0.key] != nil }
        }
    }

    /// Forgets the pictures that failed, so they are asked for again (a reload retries them).
    public mutating func removeFailures() {
        slots = slots.filter { if case .failed = $0.value { return false } else { return true } }
    }
}
