/// The entries a filter key searches for one word, each with the range of `SearchText`'s buffer
/// to search (from its start, or from where its shorter word was found), and what the scan found:
/// the work arrays of `SearchText.find`, kept between keys. Made afresh for each key at 100k
/// entries they were about 4 MB, grown by appending and faulted in anew.
struct EntryRanges {
    /// The arrays hold at least `count` elements; those past it are left over from earlier keys.
    private(set) var entries: [Int] = []
    private var from: [Int] = []
    private var to: [Int] = []
    /// Per range, where the word starts (-1: nowhere), after `find`.
    private(set) var found: [Int] = []
    private var unsure: [UInt8] = []
    private(set) var count = 0

    /// Makes the list the ranges `body` writes, at most `capacity`, through pointers to the entries,
    /// the starts and the ends (appending to three arrays checked each one's uniqueness and
    /// capacity per entry: a tenth of a key); `body` returns how many it wrote.
    mutating func fill(atMost capacity: Int,
                       _ body: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>) -> Int) {
        if entries.count < capacity {
            let more = repeatElement(0, count: capacity - entries.count)
            entries += more
            from += more
            to += more
            found += more
            unsure += repeatElement(0, count: capacity - unsure.count)
        }
        count = entries.withUnsafeMutableBufferPointer { entries in
            from.withUnsafeMutableBufferPointer { from in
                to.withUnsafeMutableBufferPointer { to in body(entries.baseAddress!, from.baseAddress!, to.baseAddress!) }
            }
        }
    }

    /// Finds `search` in every range of `text` (ASCII letters lowercased): one call of the vector
    /// scan, which compares the whole word, then a folded compare from where it stopped at a
    /// non-ASCII scalar; a word whose first letter is not ASCII is compared folded throughout.
    /// `withFoldedScalars`, `mostlyResumed`: as `FoldedSearch.firstMatches` takes them.
    mutating func find(_ search: FoldedSearch, in text: UnsafeBufferPointer<UInt8>, withFoldedScalars: Bool, mostlyResumed: Bool) {
        let count = count
        guard count > 0 else { return }
        from.withUnsafeBufferPointer { from in
            to.withUnsafeBufferPointer { to in
                found.withUnsafeMutableBufferPointer { found in
                    unsure.withUnsafeMutableBufferPointer { unsure in
                        let scanned = search.firstMatches(in: text, from: UnsafeBufferPointer(rebasing: from[..<count]),
                                                          to: UnsafeBufferPointer(rebasing: to[..<count]), withFoldedScalars: withFoldedScalars,
                                                          mostlyResumed: mostlyResumed,
                                                          UnsafeMutableBufferPointer(rebasing: found[..<count]),
                                                          UnsafeMutableBufferPointer(rebasing: unsure[..<count]))
                        for k in 0..<count {
                            let end = to[k]
                            if scanned {
                                guard found[k] < end else {
                                    found[k] = -1
                                    continue
                                }
                                guard unsure[k] != 0 else { continue }
                            }
                            let start = scanned ? found[k] : from[k]
                            found[k] = search.firstMatch(inLowercased: UnsafeBufferPointer(rebasing: text[..<end]), from: start) ?? -1
                        }
                    }
                }
            }
        }
    }
}
