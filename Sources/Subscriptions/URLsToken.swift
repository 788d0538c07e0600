/// One word of a urls-file line: the URL or a tag, with its quotes and escapes removed.
struct URLsToken: Equatable {
    /// The text newsboat reads (escapes decoded).
    var text: String
    /// The 1-based column (in characters) of its first character, or of its opening quote.
    var column: Int
}
