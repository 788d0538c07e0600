/// A held list's filter search done a step at a time (`ListPane`), so that no key waits for a
/// search of the whole list: at 100k items one pass over the text costs more than a frame's
/// budget (reading its 60 MB once is 6-7 ms here), whatever the scan. A step searches entries
/// until it has taken about `budget` bytes of their text; the key's update does the first step,
/// idle time the others, and the list shows the last finished search's rows until the last step.
///
/// Entries not searched yet are unknown, not unmatched: `matched` is true only for entries
/// searched and found (or, for rows arriving under a filter, shown already), and the rows come
/// from it only once every entry to search has been searched.
struct HeldFilterSearch {
    /// The filter as typed, split into words.
    let query: FilterQuery
    /// The words searched: `query` less those every entry to search is known to hold (typing on
    /// searches the rows shown for the words that changed).
    let words: FilterQuery
    /// Entries to search, in the order they are searched; those before `next` are done.
    private var entries: [Int]
    private var next = 0
    /// Whether `entries` is every entry of the list (then a search done in one step reads the
    /// list with no candidates, exactly as the filter did before it was stepped).
    private let searchesAll: Bool
    /// Per entry of the list: known to match.
    private(set) var matched: [Bool]
    /// True for a search of rows that arrived under a filter: the rows shown are kept.
    let addsToShown: Bool
    /// True once a step ran: the next ones continue its resumed words (`SearchText.forEachMatchingEntry`).
    private var stepped = false

    /// A search of `words` (for the filter `query`) among `entries` of a list of `count`
    /// entries (nil: all of them); `known` entries match already (their rows are shown).
    init(query: FilterQuery, words: FilterQuery, entries: [Int]?, count: Int, known: [Int] = [], addsToShown: Bool = false) {
        self.query = query
        self.words = words
        self.entries = entries ?? Array(0..<count)
        searchesAll = entries == nil
        matched = [Bool](repeating: false, count: count)
        for entry in known { matched[entry] = true }
        self.addsToShown = addsToShown
    }

    /// True once every entry to search has been searched.
    var isFinished: Bool { next == entries.count }

    /// Searches the next entries, about `budget` bytes of their text (at least one entry), in
    /// `store`; true when that was the last step.
    mutating func step(in store: EntryStore, budget: Int) -> Bool {
        // A word of one letter or digit is answered from the entries' masks: no text is read.
        let readsText = words.searches.contains { !$0.letterRequirement.isExact }
        var end = next
        var bytes = 0
        while end < entries.count && (end == next || bytes < budget) {
            bytes += readsText ? store.searchedBytes(ofEntry: entries[end]) : Self.maskCost
            end += 1
        }
        let whole = !stepped && searchesAll && end == entries.count
        let chunk = whole ? nil : Array(entries[next..<end])
        // Only the step's own entries are read (not a flag per entry of the list).
        store.forEachMatchingEntry(words, among: chunk, continuing: stepped) { matched[$0] = true }
        next = end
        stepped = true
        return isFinished
    }

    /// What testing an entry's mask counts for against a step's budget of text bytes.
    private static let maskCost = 16

    /// Entries appended to the list (`range`) since the search began: searched too.
    mutating func add(entries range: Range<Int>) {
        entries.append(contentsOf: range)
        matched.append(contentsOf: repeatElement(false, count: range.count))
    }

    /// Entry `entry`'s text was replaced: searched again if it was searched already (its old
    /// text's answer would not be the new text's).
    mutating func searchAgain(entry: Int) {
        guard entries[..<next].contains(entry) else { return }
        matched[entry] = false
        entries.append(entry)
    }
}
