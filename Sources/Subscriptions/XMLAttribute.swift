/// An attribute of a start tag, its value with references decoded and white space normalised.
struct XMLAttribute: Equatable {
    var name: String
    var value: String
    var position: XMLPosition
}
