/// One paragraph of an item's text as the detail shows it: its text (link numbers written in),
/// what kind of block it is, how deep in quotations, and its styled stretches.
struct DetailParagraph: Sendable, Equatable {
    enum Block: Sendable, Equatable {
        case body, heading, code
    }

    var text: String
    var block: Block
    /// Quotations it is inside: one bar each.
    var quoteDepth: Int
    /// UTF-8 offsets into `text`.
    var spans: [DetailSpan]
}
