/// Punycode (RFC 3492), decoding only: a host's `xn--` labels shown as the user wrote them
/// (`https://例え.jp/` fails as `cannot find host '例え.jp'`, not `'xn--r8jz45g.jp'`).
public enum Punycode {
    // The Bootstring parameters RFC 3492 gives Punycode (section 5).
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// `host` with each `xn--` label decoded; a label that is not valid Punycode stays as it is.
    public static func unicodeHost(_ host: String) -> String {
        guard host.utf8.count >= 4, host.lowercased().contains("xn--") else { return host }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
            guard label.count > 4, label.lowercased().hasPrefix("xn--") else { return String(label) }
            return decode(String(label.dropFirst(4))) ?? String(label)
        }
        return labels.joined(separator: ".")
    }

    /// The Unicode text `encoded` stands for (without the `xn--` prefix); nil when it is not
    /// valid Punycode (a character outside the alphabet, a number that overflows, a code point
    /// that is not a scalar).
    public static func decode(_ encoded: String) -> String? {
        let input = Array(encoded.unicodeScalars)
        guard input.allSatisfy(\.isASCII) else { return nil }
        // The basic code points come first, up to the last delimiter.
        var output: [Unicode.Scalar] = []
        var position = 0
        if let delimiter = input.lastIndex(of: "-") {
            output = Array(input[..<delimiter])
            position = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < input.count {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else { return nil }
                position += 1
                let (step, stepOverflow) = digit.multipliedReportingOverflow(by: weight)
                let (sum, sumOverflow) = i.addingReportingOverflow(step)
                guard !stepOverflow, !sumOverflow, sum <= Int(Int32.max) else { return nil }
                i = sum
                let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < threshold { break }
                weight *= base - threshold
                guard weight <= Int(Int32.max) else { return nil }
                k += base
            }
            let count = output.count + 1
            bias = adapt(delta: i - oldI, count: count, first: oldI == 0)
            n += i / count
            i %= count
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: output)
        return String(text)
    }

    /// The digit a basic code point stands for: a-z (either case) 0-25, 0-9 26-35.
    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x61...0x7A: Int(scalar.value - 0x61)
        case 0x41...0x5A: Int(scalar.value - 0x41)
        case 0x30...0x39: Int(scalar.value - 0x30) + 26
        default: nil
        }
    }

    /// The bias after a code point is inserted (RFC 3492 section 6.1).
    private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
