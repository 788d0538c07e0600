/// A `"` opened at `column` of a urls-file line and never closed on that line.
struct UnterminatedQuote: Error, Equatable {
    var column: Int
}
