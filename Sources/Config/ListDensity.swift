/// How much a list row shows, as the config file names it.
public enum ListDensity: String, Sendable, CaseIterable {
    /// Title, summary, author and thumbnail (the app's original row).
    case comfortable
    /// Title and date, a small thumbnail or none, no summary.
    case compact
    /// One line per item.
    case oneLine = "one-line"
}
