/// Where and how a document stops being well-formed XML.
struct XMLSyntaxError: Error, Equatable {
    var position: XMLPosition
    var message: String
}
