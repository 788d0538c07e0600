/// How far a data source's O(1) estimates are from its measured heights, over a set of rows.
public struct EstimateErrorStatistics: Sendable, Equatable {
    /// Rows compared.
    public var rowCount = 0
    /// Width the rows were estimated and measured at.
    public var width = 0
    /// Mean of (estimate - measured), in lines: positive means estimates run tall.
    public var meanError = 0.0
    /// Mean of |estimate - measured|, in lines.
    public var meanAbsoluteError = 0.0
    /// Root mean square of (estimate - measured), in lines.
    public var rootMeanSquareError = 0.0
    /// Largest (estimate - measured) over the rows (0 if none ran tall).
    public var maxOverestimate = 0
    /// Largest (measured - estimate) over the rows (0 if none ran short).
    public var maxUnderestimate = 0
    /// Fraction of rows estimated exactly.
    public var exactFraction = 0.0
    /// Fraction of rows estimated within one line.
    public var withinOneLineFraction = 0.0
    /// Sum of estimates and of measured heights (content only), i.e. the scroll bar's error before measuring.
    public var estimatedTotal = 0
    public var measuredTotal = 0

    /// Compares estimate and measurement of `rows` (all rows when nil) of `source` at `width`.
    /// Measures every row compared: O(rows) measurements, meant for tools and reports, not frames.
    public static func measure<Source: TableDataSource>(_ source: Source, width: Int, rows: Range<Int>? = nil) -> EstimateErrorStatistics {
        let rows = rows ?? 0..<source.rowCount
        var stats = EstimateErrorStatistics()
        stats.width = width
        var sum = 0, sumAbsolute = 0, sumSquares = 0, exact = 0, withinOne = 0
        for row in rows {
            let estimate = source.estimatedHeight(ofRow: row, width: width)
            let measured = source.measuredHeight(ofRow: row, width: width)
            let error = estimate - measured
            sum += error
            sumAbsolute += abs(error)
            sumSquares += error * error
            if error == 0 { exact += 1 }
            if abs(error) <= 1 { withinOne += 1 }
            stats.maxOverestimate = max(stats.maxOverestimate, error)
            stats.maxUnderestimate = max(stats.maxUnderestimate, -error)
            stats.estimatedTotal += estimate
            stats.measuredTotal += measured
        }
        stats.rowCount = rows.count
        guard !rows.isEmpty else { return stats }
        let n = Double(rows.count)
        stats.meanError = Double(sum) / n
        stats.meanAbsoluteError = Double(sumAbsolute) / n
        stats.rootMeanSquareError = (Double(sumSquares) / n).squareRoot()
        stats.exactFraction = Double(exact) / n
        stats.withinOneLineFraction = Double(withinOne) / n
        return stats
    }

    /// A one-line report, e.g. for a test log or `feedbrowser` debug output.
    public var summary: String {
        func f(_ x: Double) -> String { String((x * 1000).rounded() / 1000) }
        return "\(rowCount) rows at width \(width): mean error \(f(meanError)), mean |error| \(f(meanAbsoluteError)), RMS \(f(rootMeanSquareError)), "
            + "max over \(maxOverestimate), max under \(maxUnderestimate), exact \(f(exactFraction * 100))%, within 1 line \(f(withinOneLineFraction * 100))%, "
            + "total estimated \(estimatedTotal) vs measured \(measuredTotal)"
    }
}
