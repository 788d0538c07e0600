import CByteScan

/// The searchable fields of a held list's entries (title, text, author, the summary when the text
/// does not repeat it, link) as one contiguous UTF-8 buffer with a byte range per entry, so a
/// filter keystroke reads each entry's text in place, in buffer order: searching each item's own
/// strings touched 3-5 separate heap objects per item (cache misses, a retain and release each),
/// 35-53 ms at 100k items.
///
/// Each field is followed by 0xFF, a byte that never occurs in UTF-8, so no match spans two
/// fields (as none did when each field was searched apart) and a multi-byte scalar never runs
/// into the next field. ASCII letters are stored lowercased (the search folds them anyway, and a
/// letter is then one byte to look for, not two); every other byte is as written, so matches
/// still start only where a scalar of the text starts.
struct SearchText {
    /// Grown by `realloc` (`ReallocatingArray`): no second resident copy while it grows.
    private(set) var bytes = ReallocatingArray<UInt8>()
    /// Per entry, its fields' bytes in `bytes`.
    private(set) var ranges: [Range<Int>] = []
    /// Per entry, which fields those bytes hold (to read its item back, `SearchText+Items`).
    private(set) var stored: [StoredFields] = []
    /// Where in `bytes` the summary of an entry lies inside its text (`StoredFields.summaryInText`).
    private(set) var summariesInText: [Int: Range<Int>] = [:]
    /// One bit per byte of `bytes`: set where the text had an uppercase ASCII letter, stored
    /// lowercased, so the fields read back as written (`SearchText+Items`).
    private(set) var uppercase = ReallocatingArray<UInt64>()
    /// Per entry, the `LetterMask` of its text: entries missing a letter of a word are not read.
    private(set) var letterMasks: [UInt64] = []
    /// For each word the last search read the text for: per entry, where its first match starts
    /// in `bytes` (-1: not searched there, or not found). A word typed on (this word and more)
    /// can only match at or after that place, so the next key starts there (`find`).
    private var lastStarts: [(word: [UInt8], starts: [Int])] = []
    /// Per word of the search under way, the starts it resumes from (taken from `lastStarts`
    /// when it began), kept for its further steps (`forEachMatchingEntry(_:among:continuing:_:)`).
    private var resumedStarts: [[UInt8]: [Int]] = [:]
    /// `find`'s work arrays, kept between keys.
    private var wordScan = WordScan()
    /// The starts of a word the last search dropped, for the next new word (`takeStarts`).
    private var spareStarts: [Int] = []

    static let separator: UInt8 = 0xFF

    /// Adds `entries`' text at the end, in order.
    mutating func append(_ entries: [ListEntry]) {
        // The entries are read in place, field by field: `for entry in entries` (or passing an
        // element on) copies each one, retaining and releasing every string of its item (a tenth
        // of this function's time).
        entries.withUnsafeBufferPointer { entries in
            var needed = bytes.count
            for index in entries.indices { needed += Self.length(of: entries.baseAddress! + index) }
            // Geometric growth, as for the entries: a streaming load appends many small batches.
            if needed > bytes.capacity { bytes.reserveCapacity(max(needed, bytes.capacity + bytes.capacity / 2)) }
            // (`ranges`, `stored` and `letterMasks` grow by appending: reserving exactly their
            // count plus the batch's copied the arrays at every batch, as much time as the
            // lowercasing.)
            for index in entries.indices {
                let (range, fields) = add(entries.baseAddress! + index, at: ranges.count)
                ranges.append(range)
                stored.append(fields)
                letterMasks.append(mask(of: range))
            }
        }
    }

    /// Puts `entry`'s text in place of entry `index`'s: appended at the end (a replaced item is
    /// rare; its old bytes stay unused until the list is reloaded).
    mutating func replace(_ entry: ListEntry, at index: Int) {
        summariesInText[index] = nil
        (ranges[index], stored[index]) = withUnsafePointer(to: entry) { add($0, at: index) }
        letterMasks[index] = mask(of: ranges[index])
    }

    private func mask(of range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBufferPointer { LetterMask.of(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Calls `body` with each entry (by index) `query` matches, among `candidates` (entry indices,
    /// any order) or among all, in no set order. The words are searched rarest first, each among
    /// the entries the ones before it left and whose `LetterMask` has its letters: a word of one
    /// letter or digit from the masks alone, any other in each entry's text (`find`), from where
    /// the last search found a word this one extends, when it did. Only the candidates are read: a
    /// step of a search (`HeldFilterSearch`) costs its own entries, not a walk over the whole list;
    /// and the last word's matches go to `body` from the scan's kept work array, with no list made.
    ///
    /// With `continuing`, this call is a further step of the search the last call began (the
    /// same query, other candidates: `HeldFilterSearch`): each word resumes from the starts the
    /// first step resumed from, which the steps between would otherwise have replaced with their
    /// own (the longer word's, known only for the entries searched so far).
    mutating func forEachMatchingEntry(_ query: FilterQuery, among candidates: [Int]? = nil, continuing: Bool = false,
                                       _ body: (Int) -> Void) {
        var left = candidates
        // The last word, when it is answered from the masks: tested as the entries go to `body`.
        var lastLetters: LetterMask.Requirement?
        var lastScanned = false
        var recorded: [(word: [UInt8], starts: [Int])] = []
        let searches = query.searches.sorted(by: { $0.expectedFrequency < $1.expectedFrequency })
        if !continuing {
            resumedStarts = [:]
            for search in searches where !search.letterRequirement.isExact {
                let earlier = lastStarts.filter { search.word.starts(with: $0.word) }.max { $0.word.count < $1.word.count }
                if let earlier { resumedStarts[search.word] = earlier.starts }
            }
        }
        for (index, search) in searches.enumerated() {
            let isLast = index == searches.count - 1
            guard !search.letterRequirement.isExact else {
                if isLast { lastLetters = search.letterRequirement } else { left = admitted(search.letterRequirement, among: left) }
                continue
            }
            var starts = takeStarts(of: search.word)
            find(search, among: left, resumingFrom: resumedStarts[search.word], recording: &starts)
            recorded.append((search.word, starts))
            if isLast { lastScanned = true } else { left = wordScan.matches }
        }
        // A dropped word's array is the next new word's, refilled: a fresh one each key was 0.8 MB
        // at 100k entries to allocate and fault in.
        if let dropped = lastStarts.last(where: { $0.starts.capacity > 0 }) { spareStarts = dropped.starts }
        lastStarts = recorded
        guard !lastScanned else { return wordScan.forEachMatch(body) }
        letterMasks.withUnsafeBufferPointer { masks in
            func give(_ entry: Int) { if lastLetters?.admits(masks[entry]) != false { body(entry) } }
            if let left {
                for entry in left { give(entry) }
            } else {
                for entry in masks.indices { give(entry) }
            }
        }
    }

    /// The starts kept for `word` (moved out of `lastStarts`, so `find` writes them in place), or
    /// the spare array filled with -1, one per entry.
    private mutating func takeStarts(of word: [UInt8]) -> [Int] {
        var starts: [Int]
        if let same = lastStarts.firstIndex(where: { $0.word == word }) {
            starts = lastStarts[same].starts
            lastStarts[same].starts = []
        } else {
            starts = spareStarts
            spareStarts = []
            starts.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        }
        if starts.count < ranges.count { starts += repeatElement(-1, count: ranges.count - starts.count) }
        return starts
    }

    /// The entries among `candidates` (nil: all) whose mask meets `requirement`.
    private func admitted(_ requirement: LetterMask.Requirement, among candidates: [Int]?) -> [Int] {
        letterMasks.withUnsafeBufferPointer { masks in
            guard let candidates else { return masks.indices.filter { requirement.admits(masks[$0]) } }
            return candidates.filter { requirement.admits(masks[$0]) }
        }
    }

    /// Finds the entries among `candidates` (nil: all) whose `LetterMask` has the word's letters
    /// and whose text holds `search` (then `wordScan`'s matches); each one's first match goes in
    /// `starts`. Each entry is searched from its start, or from where `earlier` (the starts of a
    /// word `search`'s word begins with) has that word in it: the longer word can only match at or
    /// after the shorter one's first match, and most often matches there. All in one call of the
    /// vector scan, which tests the masks and compares the whole word itself (`WordScan`).
    private mutating func find(_ search: FoldedSearch, among candidates: [Int]?, resumingFrom earlier: [Int]?,
                               recording starts: inout [Int]) {
        // The kept work arrays, moved out so that filling them copies nothing.
        var scan = wordScan
        wordScan = WordScan()
        defer { wordScan = scan }
        let earlier = earlier ?? []
        bytes.withUnsafeBufferPointer { text in
            ranges.withUnsafeBufferPointer { ranges in
                letterMasks.withUnsafeBufferPointer { masks in
                    earlier.withUnsafeBufferPointer { earlier in
                        starts.withUnsafeMutableBufferPointer { starts in
                            scan.scan(for: search, among: candidates, in: text, ranges: ranges, masks: masks, resumingFrom: earlier,
                                      recording: starts)
                        }
                    }
                }
            }
        }
    }

    /// Writes the fields of entry `index` in the order `restoring` reads them back.
    private mutating func add(_ entry: UnsafePointer<ListEntry>, at index: Int) -> (Range<Int>, StoredFields) {
        let start = bytes.count
        var fields = StoredFields()
        if add(entry.pointee.item.title) { fields.insert(.title) }
        let textStart = bytes.count
        add(entry.pointee.item.content)
        if add(entry.pointee.item.author) { fields.insert(.author) }
        if entry.pointee.searchesSummary {
            add(entry.pointee.item.summary)
            fields.insert(.summary)
        } else if entry.pointee.item.summary == entry.pointee.item.content {
            fields.insert(.summaryIsText)
        } else if let offset = Self.offset(of: entry.pointee.item.summary, in: entry.pointee.item.content) {
            fields.insert(.summaryInText)
            summariesInText[index] = textStart + offset..<textStart + offset + entry.pointee.item.summary.utf8.count
        }
        if add(entry.pointee.item.link) { fields.insert(.link) }
        return (start..<bytes.count, fields)
    }

    @discardableResult private mutating func add(_ field: String?) -> Bool {
        guard let field else { return false }
        let start = bytes.count
        bytes.append(contentsOf: field.utf8)
        let words = (bytes.count + 63) / 64
        if uppercase.count < words { uppercase.append(contentsOf: repeatElement(0, count: words - uppercase.count)) }
        let count = bytes.count - start
        if count > 0 { bytes.withUnsafeMutableBufferPointer { all in
            uppercase.withUnsafeMutableBufferPointer { marks in
                // 32 bytes a step (`CByteScan`): a byte at a time was a tenth of a feed's load.
                fb_lower_ascii_marking(all.baseAddress! + start, count, marks.baseAddress!, start)
            }
        } }
        bytes.append(Self.separator)
        return true
    }

    private static func length(of entry: UnsafePointer<ListEntry>) -> Int {
        return (entry.pointee.item.title?.utf8.count ?? 0) + entry.pointee.item.content.utf8.count + (entry.pointee.item.author?.utf8.count ?? 0)
            + (entry.pointee.searchesSummary ? entry.pointee.item.summary.utf8.count : 0) + (entry.pointee.item.link?.utf8.count ?? 0) + 5
    }
}
