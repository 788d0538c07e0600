import CByteScan

/// The searchable fields of a held list's entries (title, text, author, the summary when the text
/// does not repeat it, link) as one contiguous UTF-8 buffer with a byte range per entry, so a
/// filter keystroke is one linear scan: searching each item's own strings touched 3-5 separate
/// heap objects per item (cache misses, a retain and release each), 35-53 ms at 100k items.
///
/// Each field is followed by 0xFF, a byte that never occurs in UTF-8, so no match spans two
/// fields (as none did when each field was searched apart) and a multi-byte scalar never runs
/// into the next field. ASCII letters are stored lowercased (the search folds them anyway, and a
/// letter is then one byte to look for, not two); every other byte is as written, so matches
/// still start only where a scalar of the text starts.
struct SearchText {
    private(set) var bytes: [UInt8] = []
    /// Per entry, its fields' bytes in `bytes`.
    private(set) var ranges: [Range<Int>] = []
    /// Per entry, which fields those bytes hold (to read its item back, `SearchText+Items`).
    private(set) var stored: [StoredFields] = []
    /// Where in `bytes` the summary of an entry lies inside its text (`StoredFields.summaryInText`).
    private(set) var summariesInText: [Int: Range<Int>] = [:]
    /// The pieces of `bytes` in buffer order, one per entry's text as added: where each starts,
    /// and whose entry it holds (-1 once that entry was replaced and its text added again at the
    /// end). A match found anywhere in the buffer is an entry's by a search of these.
    private var pieceStarts: [Int] = []
    private var pieceEntries: [Int] = []
    /// One bit per byte of `bytes`: set where the text had an uppercase ASCII letter, stored
    /// lowercased, so the fields read back as written (`SearchText+Items`).
    private(set) var uppercase: [UInt64] = []

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
            if needed > bytes.capacity { bytes.reserveCapacity(max(needed, 2 * bytes.capacity)) }
            // (`ranges` and `stored` grow by appending: reserving exactly their count plus the
            // batch's copied both arrays at every batch, as much time as the lowercasing.)
            for index in entries.indices {
                let (range, fields) = add(entries.baseAddress! + index, at: ranges.count)
                ranges.append(range)
                stored.append(fields)
            }
        }
    }

    /// Puts `entry`'s text in place of entry `index`'s: appended at the end (a replaced item is
    /// rare; its old bytes stay unused until the list is reloaded).
    mutating func replace(_ entry: ListEntry, at index: Int) {
        pieceEntries[piece(containing: ranges[index].lowerBound, from: 0)] = -1
        summariesInText[index] = nil
        (ranges[index], stored[index]) = withUnsafePointer(to: entry) { add($0, at: index) }
    }

    /// Which entries (by index) `query` matches, among `candidates` (entry indices, any order) or
    /// among all. The words are searched rarest first, each among the entries the ones before it
    /// left: across the whole buffer in one pass (`matchAll`) while those are many, entry by entry
    /// once they are few.
    func matches(_ query: FilterQuery, among candidates: [Int]? = nil) -> [Bool] {
        // The entries still in, as a list or (after a pass over the buffer) as flags; nil: all.
        var remaining = candidates
        var flags: [Bool]?
        for search in query.searches.sorted(by: { $0.expectedFrequency < $1.expectedFrequency }) {
            if let flagged = flags {
                let count = flagged.reduce(0) { $0 + ($1 ? 1 : 0) }
                if count * Self.fewEntries < ranges.count {
                    remaining = flagged.indices.filter { flagged[$0] }
                    flags = nil
                }
            }
            if let entries = remaining, entries.count * Self.fewEntries < ranges.count {
                remaining = matchEach(search, entries)
            } else {
                flags = matchAll(search, among: flags ?? remaining.map(flagging))
                remaining = nil
            }
        }
        return flags ?? flagging(remaining ?? Array(ranges.indices))
    }

    /// Below one entry in this many, candidates are searched entry by entry: a pass over the
    /// whole buffer reads every other entry's text too.
    private static let fewEntries = 8

    /// The `entries` whose text `search` occurs in, searched one by one.
    private func matchEach(_ search: FoldedSearch, _ entries: [Int]) -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            entries.filter { search.firstMatch(in: UnsafeBufferPointer(rebasing: all[ranges[$0]]), from: 0) != nil }
        }
    }

    /// Per entry, whether it is one of `entries`.
    private func flagging(_ entries: [Int]) -> [Bool] {
        var flags = [Bool](repeating: false, count: ranges.count)
        for entry in entries { flags[entry] = true }
        return flags
    }

    /// Per entry, whether `search` occurs in its text (and it is `allowed`, when given): one scan
    /// of the whole buffer, or of each run of allowed entries' pieces, each match's entry found
    /// among the pieces, the scan going on at that piece's end (an entry needs one match).
    private func matchAll(_ search: FoldedSearch, among allowed: [Bool]?) -> [Bool] {
        var found = [Bool](repeating: false, count: ranges.count)
        bytes.withUnsafeBufferPointer { all in
            func scan(_ run: Range<Int>, firstPiece: Int) {
                var piece = firstPiece
                search.forEachMatch(inLowercased: UnsafeBufferPointer(rebasing: all[..<run.upperBound]), from: run.lowerBound) { match in
                    piece = self.piece(containing: match.lowerBound, from: piece)
                    let entry = pieceEntries[piece]
                    if entry >= 0 && allowed?[entry] != false { found[entry] = true }
                    return piece + 1 < pieceStarts.count ? pieceStarts[piece + 1] : all.count
                }
            }
            guard let allowed else { return scan(0..<all.count, firstPiece: 0) }
            // Runs of allowed entries' pieces: the text between two runs is not read when it is
            // longer than `skippedGap` (a shorter one is scanned through, its matches ignored:
            // starting a scan costs more than reading it).
            func start(_ piece: Int) -> Int { piece < pieceStarts.count ? pieceStarts[piece] : all.count }
            func isAllowed(_ piece: Int) -> Bool { pieceEntries[piece] >= 0 && allowed[pieceEntries[piece]] }
            var piece = 0
            var run: (first: Int, end: Int)?
            while piece < pieceStarts.count {
                guard isAllowed(piece) else {
                    piece += 1
                    continue
                }
                let first = piece
                while piece < pieceStarts.count && isAllowed(piece) { piece += 1 }
                if let open = run, start(first) - open.end < Self.skippedGap {
                    run = (open.first, start(piece))
                } else {
                    if let open = run { scan(start(open.first)..<open.end, firstPiece: open.first) }
                    run = (first, start(piece))
                }
            }
            if let open = run { scan(start(open.first)..<open.end, firstPiece: open.first) }
        }
        return found
    }

    /// Between runs of allowed entries, text shorter than this is scanned rather than skipped.
    private static let skippedGap = 4096

    /// The piece holding byte `offset`, searched from piece `first` on (matches come in order, so
    /// the next one is usually a few pieces on): a doubling step forward, then a binary search.
    private func piece(containing offset: Int, from first: Int) -> Int {
        var low = first
        var step = 1
        var high = first + 1
        while high < pieceStarts.count && pieceStarts[high] <= offset {
            low = high
            step *= 2
            high = low + step
        }
        high = min(high, pieceStarts.count)
        // pieceStarts[low] <= offset < pieceStarts[high] (or high is the end)
        while high - low > 1 {
            let middle = (low + high) / 2
            if pieceStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// Writes the fields of entry `index` in the order `restoring` reads them back.
    private mutating func add(_ entry: UnsafePointer<ListEntry>, at index: Int) -> (Range<Int>, StoredFields) {
        let start = bytes.count
        pieceStarts.append(start)
        pieceEntries.append(index)
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
