/// The filter's search of one word over entries (`SearchText.find`): one call of the vector scan
/// (`FoldedSearch.findInEntries`) admits each candidate by its letter mask, searches its text
/// from its start or from where its shorter word was, and lists the entries it found; a folded
/// compare then settles those it left unsure. Building the ranges to search and the list of
/// matches in Swift was about 15% of a filter key (loops over every entry's range, mask and start
/// apart from the scan, which had evicted them from the cache by then).
struct WordScan {
    /// The entries the last scan found, the first `count` (in candidate order), where the scan
    /// left each one, and whether that is only where a folded compare must go on: work arrays
    /// kept between keys (a fresh list of matches each key and word was up to 0.8 MB at 100k
    /// entries, faulted in anew); those past `count` are left over from earlier scans.
    private var found: [Int] = []
    private var places: [Int] = []
    private var unsure: [UInt8] = []
    private(set) var count = 0

    /// The entries the last scan found, as a list of their own (the next word's candidates).
    var matches: [Int] { Array(found[..<count]) }

    /// Calls `body` with each entry the last scan found.
    func forEachMatch(_ body: (Int) -> Void) {
        found.withUnsafeBufferPointer { found in
            for entry in found[..<count] { body(entry) }
        }
    }

    /// Finds the entries among `candidates` (entry indices, any order; nil: every entry of
    /// `ranges`) whose text in `text` holds `search` and whose mask in `masks` admits it (then
    /// `matches`, in candidate order); where each one's first match starts goes in `starts`.
    /// Each entry is searched from its place in `earlier` (the starts of a word `search`'s word
    /// begins with: the longer word can only match at or after the shorter one's first match)
    /// when that lies in its range, else from its start.
    mutating func scan(for search: FoldedSearch, among candidates: [Int]?, in text: UnsafeBufferPointer<UInt8>,
                       ranges: UnsafeBufferPointer<Range<Int>>, masks: UnsafeBufferPointer<UInt64>,
                       resumingFrom earlier: UnsafeBufferPointer<Int>, recording starts: UnsafeMutableBufferPointer<Int>) {
        let candidateCount = candidates?.count ?? ranges.count
        count = 0
        guard candidateCount > 0 else { return }
        if found.count < candidateCount {
            let more = repeatElement(0, count: candidateCount - found.count)
            found += more
            places += more
            unsure += repeatElement(0, count: candidateCount - unsure.count)
        }
        count = found.withUnsafeMutableBufferPointer { found in
            places.withUnsafeMutableBufferPointer { places in
                unsure.withUnsafeMutableBufferPointer { unsure in
                    func run(_ entries: UnsafePointer<Int>?) -> Int {
                        search.findInEntries(in: text, ranges: ranges, masks: masks, resumingFrom: earlier, among: entries,
                                             count: candidateCount, found: found.baseAddress!, places: places.baseAddress!,
                                             unsure: unsure.baseAddress!, starts: starts.baseAddress!)
                    }
                    let written = if let candidates { candidates.withUnsafeBufferPointer { run($0.baseAddress) } } else { run(nil) }
                    // Entries left unsure (a non-ASCII scalar that may fold to the word): compared
                    // folded from where the scan stopped; those without the word leave the list.
                    guard let firstUnsure = unsure[..<written].firstIndex(where: { $0 != 0 }) else { return written }
                    var kept = firstUnsure
                    for m in firstUnsure..<written {
                        let entry = found[m]
                        if unsure[m] != 0 {
                            let end = ranges[entry].upperBound
                            guard let place = search.firstMatch(inLowercased: UnsafeBufferPointer(rebasing: text[..<end]), from: places[m])
                            else { continue }
                            starts[entry] = place
                        }
                        found[kept] = entry
                        kept += 1
                    }
                    return kept
                }
            }
        }
    }
}
