/// The filter's search of one word over entries (`SearchText.find`): one call of the vector scan
/// (`FoldedSearch.findInEntries`) admits each candidate by its letter mask, searches its text
/// from its start or from where its shorter word was, and lists the entries it found; a folded
/// compare then settles those it left unsure. Building the ranges to search and the list of
/// matches in Swift was about 15% of a filter key (loops over every entry's range, mask and start
/// apart from the scan, which had evicted them from the cache by then).
struct WordScan {
    /// Per entry found, where the scan left it, and whether that is only where a folded compare
    /// must go on: work arrays kept between keys (at 100k entries, made afresh they were faulted
    /// in anew each key); those past the last scan's count are left over from earlier ones.
    private var places: [Int] = []
    private var unsure: [UInt8] = []

    /// The entries among `candidates` (entry indices, any order; nil: every entry of `ranges`)
    /// whose text in `text` holds `search` and whose mask in `masks` admits it, in candidate
    /// order; where each one's first match starts goes in `starts`. Each entry is searched from
    /// its place in `earlier` (the starts of a word `search`'s word begins with: the longer word
    /// can only match at or after the shorter one's first match) when that lies in its range,
    /// else from its start.
    mutating func matchingEntries(_ search: FoldedSearch, among candidates: [Int]?, in text: UnsafeBufferPointer<UInt8>,
                                  ranges: UnsafeBufferPointer<Range<Int>>, masks: UnsafeBufferPointer<UInt64>,
                                  resumingFrom earlier: UnsafeBufferPointer<Int>, recording starts: UnsafeMutableBufferPointer<Int>) -> [Int] {
        let count = candidates?.count ?? ranges.count
        guard count > 0 else { return [] }
        if places.count < count {
            places += repeatElement(0, count: count - places.count)
            unsure += repeatElement(0, count: count - unsure.count)
        }
        var written = 0
        var found = [Int](unsafeUninitializedCapacity: count) { found, initialized in
            places.withUnsafeMutableBufferPointer { places in
                unsure.withUnsafeMutableBufferPointer { unsure in
                    func scan(_ entries: UnsafePointer<Int>?) -> Int {
                        search.findInEntries(in: text, ranges: ranges, masks: masks, resumingFrom: earlier, among: entries, count: count,
                                             found: found.baseAddress!, places: places.baseAddress!, unsure: unsure.baseAddress!,
                                             starts: starts.baseAddress!)
                    }
                    written = if let candidates { candidates.withUnsafeBufferPointer { scan($0.baseAddress) } } else { scan(nil) }
                }
            }
            initialized = written
        }
        // Entries left unsure (a non-ASCII scalar that may fold to the word): compared folded from
        // where the scan stopped; those without the word leave the list.
        guard let firstUnsure = unsure[..<written].firstIndex(where: { $0 != 0 }) else { return found }
        var kept = firstUnsure
        for m in firstUnsure..<written {
            let entry = found[m]
            if unsure[m] != 0 {
                let end = ranges[entry].upperBound
                guard let place = search.firstMatch(inLowercased: UnsafeBufferPointer(rebasing: text[..<end]), from: places[m]) else { continue }
                starts[entry] = place
            }
            found[kept] = entry
            kept += 1
        }
        found.removeLast(written - kept)
        return found
    }
}
