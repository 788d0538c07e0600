/// Which of an entry's fields its bytes in `SearchText` hold (besides the text, always there), so
/// the entry's item can be read back from the buffer instead of being kept a second time.
struct StoredFields: OptionSet {
    let rawValue: UInt8

    static let title = StoredFields(rawValue: 1 << 0)
    static let author = StoredFields(rawValue: 1 << 1)
    /// The summary, searched as its own field.
    static let summary = StoredFields(rawValue: 1 << 2)
    /// The summary is not stored because it equals the text (most feeds give only one of them).
    static let summaryIsText = StoredFields(rawValue: 1 << 3)
    static let link = StoredFields(rawValue: 1 << 4)
    /// The summary is not stored because the text contains it (`SearchText.summariesInText`).
    static let summaryInText = StoredFields(rawValue: 1 << 5)
}
