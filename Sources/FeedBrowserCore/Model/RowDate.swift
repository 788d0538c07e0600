import Foundation

/// The date a list row shows, short and relative while recent: "now", "12 min", "3 h", then the
/// weekday ("Tue") for the six days before today, then the day itself ("2024-10-28"). Pure: the
/// clock's time and the reader's time zone are passed in (the core has no clock; the runtime
/// gives it `now`). At most `CellContent.dateColumns` (10) columns for years 0...9999.
public enum RowDate {
    /// A date this far ahead of `now` still reads "now" (clocks of feeds and readers disagree).
    public static let clockSkew: TimeInterval = 60

    /// The text for `date` seen at `now` in `timeZone`; "" when the item has no date. A date
    /// further in the future than `clockSkew` is written as its day: "in 3 h" would hide that
    /// the feed's clock (or the date it was given) is wrong.
    public static func text(_ date: Date?, now: Date, timeZone: TimeZone) -> String {
        guard let date else { return "" }
        let seconds = now.timeIntervalSince(date)
        if seconds < -clockSkew { return day(date, in: timeZone) }
        if seconds < 60 { return "now" }
        if seconds < 3600 { return "\(Int(seconds) / 60) min" }
        if seconds < 86_400 { return "\(Int(seconds) / 3600) h" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? .max
        if days <= 6 { return weekdays[calendar.component(.weekday, from: date) - 1] }
        return day(date, in: timeZone)
    }

    /// "2024-10-28" in `timeZone`.
    static func day(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        let year = c.year ?? 0
        let paddedYear = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(paddedYear)-\(DetailDocument.twoDigits(c.month ?? 0))-\(DetailDocument.twoDigits(c.day ?? 0))"
    }

    /// Calendar weekday 1 (Sunday) ... 7, as the list writes it.
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}
