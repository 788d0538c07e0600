/// A readable line-by-line difference between two screens, for golden-test failures.
enum ScreenDiff {
    static func describe(expected: String, actual: String, name: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report = "screen \(name) differs (re-record with RECORD_SNAPSHOTS=1 if intended):\n"
        var shown = 0
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "<missing>"
            let b = index < new.count ? String(new[index]) : "<missing>"
            guard a != b else { continue }
            report += "line \(index + 1):\n  expected |\(a)|\n  actual   |\(b)|\n"
            shown += 1
            if shown == 12 { report += "...\n"; break }
        }
        report += "--- actual screen ---\n" + actual
        return report
    }
}
