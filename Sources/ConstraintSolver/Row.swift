/// One tableau row `basic = constant + sum(coefficient * symbol)`, stored sparsely.
///
/// Symbols are small integers and rows hold a handful of cells, so two parallel arrays scanned
/// linearly beat any map: no hashing, no per-cell objects, and after the first few operations no
/// allocation (arrays keep their capacity).
struct Row {
    var constant: Double
    var symbols: [Int32]
    var coefficients: [Double]

    /// Coefficients smaller than this are treated as zero (as in the paper's implementations).
    static let epsilon = 1.0e-8

    @inline(__always) static func nearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
        symbols.reserveCapacity(8)
        coefficients.reserveCapacity(8)
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// Position of `symbol` among the cells, or -1.
    @inline(__always) func index(of symbol: Int32) -> Int {
        var i = 0
        let count = symbols.count
        while i < count {
            if symbols[i] == symbol { return i }
            i += 1
        }
        return -1
    }

    @inline(__always) func coefficient(for symbol: Int32) -> Double {
        let i = index(of: symbol)
        return i < 0 ? 0 : coefficients[i]
    }

    @inline(__always) private mutating func removeCell(at i: Int) {
        let last = symbols.count - 1
        if i != last {
            symbols[i] = symbols[last]
            coefficients[i] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Adds `coefficient * symbol`, dropping the cell when it cancels out.
    @inline(__always) mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let i = index(of: symbol)
        if i >= 0 {
            let sum = coefficients[i] + coefficient
            if Row.nearZero(sum) { removeCell(at: i) } else { coefficients[i] = sum }
        } else if !Row.nearZero(coefficient) {
            symbols.append(symbol)
            coefficients.append(coefficient)
        }
    }

    /// Adds `factor * other` (constant and cells).
    @inline(__always) mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        var j = 0
        let count = other.symbols.count
        while j < count {
            add(other.symbols[j], other.coefficients[j] * factor)
            j += 1
        }
    }

    mutating func remove(_ symbol: Int32) {
        let i = index(of: symbol)
        if i >= 0 { removeCell(at: i) }
    }

    mutating func negate() {
        constant = -constant
        coefficients.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<buffer.count { buffer[i] = -buffer[i] }
        }
    }

    /// Rewrites `0 = self` as `symbol = ...` (the symbol leaves the cells).
    mutating func solve(for symbol: Int32) {
        let i = index(of: symbol)
        precondition(i >= 0, "solve(for:) on a symbol that is not in the row")
        let factor = -1.0 / coefficients[i]
        removeCell(at: i)
        constant *= factor
        coefficients.withUnsafeMutableBufferPointer { buffer in
            for k in 0..<buffer.count { buffer[k] *= factor }
        }
    }

    /// Rewrites `lhs = self` as `rhs = ...` (a pivot of this row from `lhs` to `rhs`).
    mutating func solve(for rhs: Int32, leaving lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` (when it occurs here).
    @inline(__always) mutating func substitute(_ symbol: Int32, with row: Row) {
        let i = index(of: symbol)
        if i < 0 { return }
        let factor = coefficients[i]
        removeCell(at: i)
        add(row, times: factor)
    }
}
