import Foundation

/// Parses the dates feeds contain: RFC 822/1123 (RSS), RFC 3339/ISO 8601 (Atom, Dublin Core) and
/// the usual sloppy variants (no weekday, no seconds, one-digit days, two-digit years, named zones,
/// full month names, a space instead of "T", no zone meaning UTC, date only). Allocation-free, O(n).
public enum FeedDate {
    /// The date `text` denotes, or nil when it is not a date in any supported form.
    public static func parse(_ text: String) -> Date? {
        var copy = text
        return copy.withUTF8 { parse(bytes: $0) }
    }

    /// The date the UTF-8 `bytes` denote.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var scanner = DateScanner(bytes)
        scanner.skipSpaces()
        guard let first = scanner.peek else { return nil }
        if first >= 0x30 && first <= 0x39 {
            // Either ISO ("2024-05-01...") or RFC 822 without weekday ("1 May 2024 ...").
            var probe = scanner
            if let year = probe.number(maxDigits: 4), probe.count >= 4, probe.peek == UInt8(ascii: "-") {
                _ = year
                return parseISO(&scanner)
            }
            return parseRFC822(&scanner)
        }
        return parseRFC822(&scanner)
    }

    private static func parseISO(_ s: inout DateScanner) -> Date? {
        guard let year = s.number(maxDigits: 4), s.take(UInt8(ascii: "-")),
              let month = s.number(maxDigits: 2) else { return nil }
        var day = 1
        if s.take(UInt8(ascii: "-")) { guard let d = s.number(maxDigits: 2) else { return nil }; day = d }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offset = 0
        if let c = s.peek, c == UInt8(ascii: "T") || c == UInt8(ascii: "t") || c == 0x20 {
            s.advance()
            s.skipSpaces()
            if let h = s.number(maxDigits: 2) {
                hour = h
                guard s.take(UInt8(ascii: ":")), let m = s.number(maxDigits: 2) else { return nil }
                minute = m
                if s.take(UInt8(ascii: ":")) {
                    guard let sec = s.number(maxDigits: 2) else { return nil }
                    second = sec
                    if s.take(UInt8(ascii: ".")) || s.take(UInt8(ascii: ",")) { fraction = s.fraction() }
                }
                s.skipSpaces()
                offset = s.zoneOffset() ?? 0
            }
        }
        return makeDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second, fraction: fraction, offset: offset)
    }

    private static func parseRFC822(_ s: inout DateScanner) -> Date? {
        // Optional weekday ("Mon," or "Monday").
        if let c = s.peek, DateScanner.isLetter(c) {
            s.skipLetters()
            _ = s.take(UInt8(ascii: ","))
            s.skipSpaces()
        }
        var day: Int
        var month: Int
        if let d = s.number(maxDigits: 2) {
            day = d
            s.skipSeparators()
            guard let m = s.monthName() else { return nil }
            month = m
        } else if let m = s.monthName() {
            // "May 1, 2024" (seen in the wild).
            month = m
            s.skipSeparators()
            guard let d = s.number(maxDigits: 2) else { return nil }
            day = d
            _ = s.take(UInt8(ascii: ","))
        } else {
            return nil
        }
        s.skipSeparators()
        let yearStart = s.position
        guard var year = s.number(maxDigits: 4) else { return nil }
        if s.position - yearStart <= 2 { year += year < 50 ? 2000 : 1900 }
        s.skipSpaces()
        var hour = 0, minute = 0, second = 0
        if let h = s.number(maxDigits: 2) {
            hour = h
            guard s.take(UInt8(ascii: ":")), let m = s.number(maxDigits: 2) else { return nil }
            minute = m
            if s.take(UInt8(ascii: ":")), let sec = s.number(maxDigits: 2) { second = sec }
            if s.take(UInt8(ascii: ".")) { _ = s.fraction() }
        }
        s.skipSpaces()
        let offset = s.zoneOffset() ?? 0
        return makeDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second, fraction: 0, offset: offset)
    }

    /// Year 1 is refused with the impossible ones: "0001-01-01" is the zero time of Go (Hugo writes
    /// it for posts without a date) and .NET, a placeholder that means "no date".
    private static func makeDate(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, fraction: Double, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...24).contains(hour), (0...59).contains(minute),
              (0...60).contains(second), year > 1 else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + min(second, 59) - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}

/// A cursor over ASCII date text.
private struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }
    var count: Int { position }

    mutating func advance() { position += 1 }

    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
        if peek == byte { position += 1; return true }
        return false
    }

    static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }

    mutating func skipSpaces() { while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { position += 1 } }
    mutating func skipSeparators() { while let c = peek, c == 0x20 || c == UInt8(ascii: "-") || c == UInt8(ascii: ",") || c == 0x09 { position += 1 } }
    mutating func skipLetters() { while let c = peek, Self.isLetter(c) || c == UInt8(ascii: ".") { position += 1 } }

    /// Inlined (as `take`): a date reads five or six numbers, and the calls cost more than the digits.
    @inline(__always) mutating func number(maxDigits: Int) -> Int? {
        var value = 0, digits = 0
        while digits < maxDigits, let c = peek, c >= 0x30, c <= 0x39 { value = value * 10 + Int(c - 0x30); digits += 1; position += 1 }
        return digits > 0 ? value : nil
    }

    mutating func fraction() -> Double {
        var value = 0.0, scale = 0.1
        while let c = peek, c >= 0x30, c <= 0x39 { value += Double(c - 0x30) * scale; scale /= 10; position += 1 }
        return value
    }

    /// "jan" ... "dec" packed as three lower-case bytes.
    static let months: [UInt32] = [0x6A616E, 0x666562, 0x6D6172, 0x617072, 0x6D6179, 0x6A756E, 0x6A756C, 0x617567, 0x736570, 0x6F6374, 0x6E6F76, 0x646563]

    /// Month from its English name or 3-letter abbreviation (any case; "Sept" accepted).
    mutating func monthName() -> Int? {
        guard position + 3 <= bytes.count else { return nil }
        let a = bytes[position] | 0x20, b = bytes[position + 1] | 0x20, c = bytes[position + 2] | 0x20
        let key = UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
        guard let index = Self.months.firstIndex(of: key) else { return nil }
        skipLetters()
        return index + 1
    }

    /// Seconds east of UTC from "Z", "+hh:mm", "+hhmm", "+hh", "GMT", "UT", "EST"..., military letters.
    mutating func zoneOffset() -> Int? {
        guard let c = peek else { return nil }
        if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
            position += 1
            let start = position
            guard let value = number(maxDigits: 4) else { return nil }
            var hours = value, minutes = 0
            if position - start > 2 { hours = value / 100; minutes = value % 100 }
            else if take(UInt8(ascii: ":")), let m = number(maxDigits: 2) { minutes = m }
            let seconds = hours * 3600 + minutes * 60
            return c == UInt8(ascii: "-") ? -seconds : seconds
        }
        guard Self.isLetter(c) else { return nil }
        let start = position
        skipLetters()
        var name: UInt32 = 0
        for k in start..<min(position, start + 4) { name = name << 8 | UInt32(bytes[k] | 0x20) }
        switch name {
        case 0x7A, 0x7574, 0x676D74, 0x757463: return 0              // z ut gmt utc
        case 0x657374: return -5 * 3600                               // est
        case 0x656474: return -4 * 3600                               // edt
        case 0x637374: return -6 * 3600                               // cst
        case 0x636474: return -5 * 3600                               // cdt
        case 0x6D7374: return -7 * 3600                               // mst
        case 0x6D6474: return -6 * 3600                               // mdt
        case 0x707374: return -8 * 3600                               // pst
        case 0x706474: return -7 * 3600                               // pdt
        case 0x636574: return 3600                                    // cet
        case 0x63657374: return 7200                                  // cest
        case 0x6A7374: return 9 * 3600                                // jst
        default: return 0
        }
    }
}
