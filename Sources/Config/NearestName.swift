/// The closest of some names to a mistyped one, for "did you mean" hints.
enum NearestName {
    /// `" (did you mean 'x'?)"` for the candidate within a third of the word's length in edits
    /// (at least 2), compared without case; empty when none is that close.
    static func hint(for word: String, among candidates: [String]) -> String {
        let lower = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lower, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, word.count / 3) else { return "" }
        return " (did you mean '\(best.name)'?)"
    }

    /// Edits between two words, a swap of neighbours counting as one ("blod" is one from "bold",
    /// two from "blue"): the optimal string alignment distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in a.indices {
            for j in b.indices {
                var cost = min(table[i][j + 1] + 1, table[i + 1][j] + 1, table[i][j] + (a[i] == b[j] ? 0 : 1))
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { cost = min(cost, table[i - 1][j - 1] + 1) }
                table[i + 1][j + 1] = cost
            }
        }
        return table[a.count][b.count]
    }
}
