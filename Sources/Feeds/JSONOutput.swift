import Foundation

/// A fixed buffer of JSON bytes handed to `output` whenever it fills: `FeedJSONWriter` writes
/// straight into it, so a feed's JSON is never built as objects or as one document.
///
/// Strings are escaped as `JSONEncoder` escapes them with `.withoutEscapingSlashes`: `"` and `\`
/// with a backslash, BS, TAB, LF, FF and CR as `\b \t \n \f \r`, other bytes below 0x20 as
/// `\u00xx` (lowercase hex), everything else (DEL, non-ASCII, `/`) as it is.
final class JSONOutput {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    private let output: (UnsafeRawBufferPointer) -> Void

    /// `capacity` is at least 64 bytes, so the longest fixed piece (an escape, a number, a date)
    /// always fits after a flush.
    init(capacity: Int, output: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        self.output = output
    }

    deinit { base.deallocate() }

    /// Hands the bytes written so far to `output`.
    func flush() {
        guard count > 0 else { return }
        output(UnsafeRawBufferPointer(start: base, count: count))
        count = 0
    }

    /// Room for `needed` (at most 64) more bytes.
    @inline(__always) private func reserve(_ needed: Int) {
        if count + needed > capacity { flush() }
    }

    @inline(__always) func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count += 1
    }

    /// Raw bytes, copied in pieces as the buffer fills.
    func bytes(_ source: UnsafeRawBufferPointer) {
        guard var from = source.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var left = source.count
        while left > 0 {
            if count == capacity { flush() }
            let piece = min(left, capacity - count)
            (base + count).update(from: from, count: piece)
            count += piece
            from += piece
            left -= piece
        }
    }

    /// A constant piece of ASCII (keys, punctuation, indentation).
    @inline(__always) func ascii(_ text: StaticString) {
        bytes(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A newline and `depth` levels of two-space indentation.
    func newline(indent depth: Int) {
        let spaces = 2 * depth
        if count + spaces + 1 > capacity { flush() }
        base[count] = 0x0A
        (base + count + 1).initialize(repeating: 0x20, count: spaces)
        count += spaces + 1
    }

    /// A whole number in decimal.
    func integer(_ value: Int) {
        reserve(21)
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch, filled from the end
        withUnsafeMutableBytes(of: &digits) { scratch in
            var magnitude = value.magnitude
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            let length = scratch.count - index
            (base + count).update(from: scratch.baseAddress!.advanced(by: index).assumingMemoryBound(to: UInt8.self), count: length)
            count += length
        }
    }

    /// `text` as a JSON string, quotes included.
    func string(_ text: String) {
        var text = text
        byte(UInt8(ascii: "\""))
        text.withUTF8 { escapedBody($0) }
        byte(UInt8(ascii: "\""))
    }

    /// The UTF-8 of a string's body, escaped. Clean runs (no byte below 0x20, no quote, no
    /// backslash) are found eight bytes at a time and copied whole.
    private func escapedBody(_ text: UnsafeBufferPointer<UInt8>) {
        guard let start = text.baseAddress else { return }
        let n = text.count
        var runStart = 0
        var index = 0
        while index < n {
            if index + 8 <= n {
                let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
                if !Self.mayNeedEscape(word) {
                    index += 8
                    continue
                }
            }
            let value = start[index]
            if value >= 0x20 && value != 0x22 && value != 0x5C {
                index += 1
                continue
            }
            bytes(UnsafeRawBufferPointer(start: start + runStart, count: index - runStart))
            escape(value)
            index += 1
            runStart = index
        }
        bytes(UnsafeRawBufferPointer(start: start + runStart, count: n - runStart))
    }

    /// Whether any of the eight bytes is below 0x20, a quote or a backslash (exact: the borrow
    /// tricks only misfire in a word that holds a hit).
    @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- 0x2020_2020_2020_2020) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quoteHit = (quote &- ones) & ~quote
        let backslashHit = (backslash &- ones) & ~backslash
        return (control | quoteHit | backslashHit) & highBits != 0
    }

    private func escape(_ value: UInt8) {
        reserve(6)
        let shortForm: UInt8? = switch value {
        case 0x22: 0x22
        case 0x5C: 0x5C
        case 0x08: UInt8(ascii: "b")
        case 0x09: UInt8(ascii: "t")
        case 0x0A: UInt8(ascii: "n")
        case 0x0C: UInt8(ascii: "f")
        case 0x0D: UInt8(ascii: "r")
        default: nil
        }
        base[count] = 0x5C
        if let shortForm {
            base[count + 1] = shortForm
            count += 2
            return
        }
        let hex: StaticString = "0123456789abcdef"
        base[count + 1] = UInt8(ascii: "u")
        base[count + 2] = 0x30
        base[count + 3] = 0x30
        base[count + 4] = hex.utf8Start[Int(value >> 4)]
        base[count + 5] = hex.utf8Start[Int(value & 0x0F)]
        count += 6
    }

    /// `date` as `JSONEncoder`'s `.iso8601` writes it ("2024-10-28T09:05:00Z": UTC, whole seconds
    /// rounded down), quotes included. Dates before the Gregorian calendar (1582-10-15, before which
    /// Foundation counts Julian days) or after 9999 go through `JSONEncoder` itself.
    func date(_ date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds >= -12_219_292_800, seconds < 253_402_300_800 else {  // 1582-10-15 ..< 10000-01-01
            string(Self.encoderForm(of: date))
            return
        }
        let total = Int(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        reserve(22)
        base[count] = 0x22
        count += 1
        digits(year, width: 4, then: UInt8(ascii: "-"))
        digits(month, width: 2, then: UInt8(ascii: "-"))
        digits(day, width: 2, then: UInt8(ascii: "T"))
        digits(secondOfDay / 3600, width: 2, then: UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, width: 2, then: UInt8(ascii: ":"))
        digits(secondOfDay % 60, width: 2, then: UInt8(ascii: "Z"))
        base[count] = 0x22
        count += 1
    }

    /// `value` in `width` digits with leading zeros, then `separator` (room already reserved).
    @inline(__always) private func digits(_ value: Int, width: Int, then separator: UInt8) {
        var rest = value
        for position in stride(from: width - 1, through: 0, by: -1) {
            base[count + position] = UInt8(rest % 10) + 0x30
            rest /= 10
        }
        base[count + width] = separator
        count += width + 1
    }

    /// Year, month and day of the proleptic Gregorian calendar for days since 1970-01-01
    /// (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The text `JSONEncoder` gives `date`, for the years the fast path does not cover.
    private static func encoderForm(of date: Date) -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(date), data.count >= 2 else { return "" }
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
