import Foundation

/// The date a list row shows, short and relative while recent: "now", "12 min", "3 h", then the
/// weekday ("Tue") for the six days before today, then the day itself ("2024-10-28"). Pure: the
/// clock's time and the reader's time zone are passed in (the core has no clock; the runtime
/// gives it `now`). At most `CellContent.dateColumns` (10) columns for years 0...9999; a date
/// beyond about ±9000 years is shown as no date.
public enum RowDate {
    /// A date this far ahead of `now` still reads "now" (clocks of feeds and readers disagree).
    public static let clockSkew: TimeInterval = 60

    /// The text for `date` seen at `now` in `timeZone`; "" when the item has no date. A date
    /// further in the future than `clockSkew` is written as its day: "in 3 h" would hide that
    /// the feed's clock (or the date it was given) is wrong.
    public static func text(_ date: Date?, now: Date, timeZone: TimeZone) -> String {
        guard let date, let day = localDay(date, in: timeZone) else { return "" }
        let seconds = now.timeIntervalSince(date)
        if seconds < -clockSkew { return text(ofDay: day) }
        if seconds < 60 { return "now" }
        if seconds < 3600 { return "\(Int(seconds) / 60) min" }
        if seconds < 86_400 { return "\(Int(seconds) / 3600) h" }
        if let today = localDay(now, in: timeZone), today - day <= 6 {
            // 1970-01-01, day 0, was a Thursday.
            return weekdays[((day + 4) % 7 + 7) % 7]
        }
        return text(ofDay: day)
    }

    /// Days from 1970-01-01 to `date`'s day in `timeZone`; nil beyond about ±9000 years, where
    /// a date can only be garbage (and would not fit the slot). Integer arithmetic rather than a
    /// `Calendar`: building one per row cost more than the rest of a frame.
    static func localDay(_ date: Date, in timeZone: TimeZone) -> Int? {
        let seconds = date.timeIntervalSince1970
        guard abs(seconds) < 2.8e11 else { return nil }
        return Int(((seconds + Double(timeZone.secondsFromGMT(for: date))) / 86_400).rounded(.down))
    }

    /// "2024-10-28" for a day counted from 1970-01-01 (proleptic Gregorian; Howard Hinnant's
    /// `civil_from_days`).
    static func text(ofDay day: Int) -> String {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let paddedYear = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(paddedYear)-\(DetailDocument.twoDigits(month))-\(DetailDocument.twoDigits(dayOfMonth))"
    }

    /// Weekdays from Sunday, as the list writes them.
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}
