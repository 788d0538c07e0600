/// The entries a filter key searches for one word, each with the range of `SearchText`'s buffer
/// to search (from its start, or from where its shorter word was found), and what the scan found:
/// the work arrays of `SearchText.find`, kept between keys. Made afresh for each key at 100k
/// entries they were about 4 MB, grown by appending and faulted in anew.
struct EntryRanges {
    private(set) var entries: [Int] = []
    private var from: [Int] = []
    private var to: [Int] = []
    /// Per range, where the word starts (-1: nowhere), after `find`.
    private(set) var found: [Int] = []
    private var unsure: [UInt8] = []

    var count: Int { entries.count }

    /// Empties the list, keeping the arrays' memory.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        from.removeAll(keepingCapacity: true)
        to.removeAll(keepingCapacity: true)
    }

    mutating func append(_ entry: Int, from start: Int, to end: Int) {
        entries.append(entry)
        from.append(start)
        to.append(end)
    }

    /// Finds `search` in every range of `text` (ASCII letters lowercased): one call of the vector
    /// scan, which compares the whole word, then a folded compare from where it stopped at a
    /// non-ASCII scalar; a word whose first letter is not ASCII is compared folded throughout.
    /// `withFoldedScalars`: as `FoldedSearch.firstMatches` takes it.
    mutating func find(_ search: FoldedSearch, in text: UnsafeBufferPointer<UInt8>, withFoldedScalars: Bool) {
        let count = entries.count
        found.removeAll(keepingCapacity: true)
        found.append(contentsOf: repeatElement(-1, count: count))
        if unsure.count < count { unsure.append(contentsOf: repeatElement(0, count: count - unsure.count)) }
        let scanned = from.withUnsafeBufferPointer { from in
            to.withUnsafeBufferPointer { to in
                found.withUnsafeMutableBufferPointer { found in
                    unsure.withUnsafeMutableBufferPointer { unsure in
                        search.firstMatches(in: text, from: from, to: to, withFoldedScalars: withFoldedScalars,
                                            UnsafeMutableBufferPointer(rebasing: found[..<count]),
                                            UnsafeMutableBufferPointer(rebasing: unsure[..<count]))
                    }
                }
            }
        }
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
