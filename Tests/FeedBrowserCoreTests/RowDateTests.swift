import Foundation
import Testing
@testable import FeedBrowserCore

/// The list's date text: relative while recent, the weekday within the last week, the day after;
/// the clock and the zone are passed in, so every case is exact.
@Suite struct RowDateTests {
    let utc = TimeZone(identifier: "UTC")!
    /// Thursday 2026-11-26 12:00 UTC.
    let now = Date(timeIntervalSince1970: 1_795_694_400)

    func text(_ secondsAgo: TimeInterval, zone: TimeZone? = nil) -> String {
        RowDate.text(now.addingTimeInterval(-secondsAgo), now: now, timeZone: zone ?? utc)
    }

    @Test func recentDatesAreRelative() {
        #expect(text(0) == "now")
        #expect(text(59) == "now")
        #expect(text(60) == "1 min")
        #expect(text(59 * 60 + 59) == "59 min")
        #expect(text(3 * 3600 + 1800) == "3 h")
        #expect(text(23 * 3600) == "23 h")
    }

    @Test func theLastWeekIsWeekdaysThenTheDay() {
        #expect(text(24 * 3600) == "Wed")
        #expect(text(2 * 86_400) == "Tue")
        #expect(text(6 * 86_400) == "Fri")
        // Seven calendar days back is the same weekday as today: written as the day instead.
        #expect(text(7 * 86_400) == "2026-11-19")
        #expect(text(400 * 86_400) == "2025-10-22")
    }

    @Test func weekdaysAreCountedInTheReadersZone() {
        // 2026-11-25 20:00 UTC is Wednesday in London but already Thursday 05:00 in Tokyo, where
        // `now` is Thursday 21:00: the same day, so 16 hours ago reads "16 h" in both.
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        #expect(text(16 * 3600, zone: tokyo) == "16 h")
        // 2026-11-24 23:30 UTC: Tuesday in UTC, Wednesday in Tokyo, Tuesday in New York.
        let date: TimeInterval = 36 * 3600 + 1800
        #expect(text(date) == "Tue")
        #expect(text(date, zone: tokyo) == "Wed")
        #expect(text(date, zone: TimeZone(identifier: "America/New_York")!) == "Tue")
        // An old date's day is the reader's day too.
        let newYearInTokyo = Date(timeIntervalSince1970: 1_735_657_200) // 2024-12-31 15:00 UTC
        #expect(RowDate.text(newYearInTokyo, now: now, timeZone: utc) == "2024-12-31")
        #expect(RowDate.text(newYearInTokyo, now: now, timeZone: tokyo) == "2025-01-01")
    }

    @Test func futureDatesAreNowWithinAMinuteElseTheirDay() {
        #expect(text(-30) == "now")
        #expect(text(-2 * 3600) == "2026-11-26")
        #expect(text(-40 * 86_400) == "2027-01-05")
    }

    @Test func aMissingOrAbsurdDateIsEmpty() {
        #expect(RowDate.text(nil, now: now, timeZone: utc) == "")
        #expect(RowDate.text(Date(timeIntervalSince1970: 1e300), now: now, timeZone: utc) == "")
        // Foundation's distant past is 1 January of year 1 in the Julian calendar: days are proleptic Gregorian.
        #expect(RowDate.text(.distantPast, now: now, timeZone: utc) == "0000-12-30")
    }

    @Test func daysMatchTheCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        for day in stride(from: -100_000, through: 100_000, by: 997) {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400 + 43_200)
            let c = calendar.dateComponents([.year, .month, .day], from: date)
            guard let year = c.year, year > 1582 else { continue } // the calendar is Julian before
            let expected = String(format: "%04d-%02d-%02d", year, c.month!, c.day!)
            #expect(RowDate.text(ofDay: day) == expected)
        }
    }

    @Test func everyTextFitsTheDateSlot() {
        for ago in stride(from: -1e10, through: 6e10, by: 7.77e8) {
            #expect(text(ago).count <= 10, "\(text(ago)) for \(ago)")
        }
    }
}
