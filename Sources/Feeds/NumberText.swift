/// Locale-independent number text (the same output on every machine): the status line's counts and
/// every byte size the program prints (enclosures, size limits, the picture cache).
public enum NumberText {
    /// `12345` as "12,345".
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A byte count as people read it: "512 bytes", "48 KB", "1.9 MB", "2.3 GB" (powers of 1000,
    /// as feeds and download pages count; the one byte formatter of the program).
    public static func byteCount(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        let text = tenths >= 100 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return text + " " + units[unit]
    }
}
