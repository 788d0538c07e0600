/// A place in an XML document: 1-based line and column (the column counts characters, not bytes).
struct XMLPosition: Equatable {
    var line: Int
    var column: Int
}
