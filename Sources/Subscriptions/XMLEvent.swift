/// What `XMLScanner` reports as it reads a document, in document order.
enum XMLEvent: Equatable {
    /// A start tag (an empty-element tag is followed at once by its `endElement`).
    case startElement(name: String, attributes: [XMLAttribute], position: XMLPosition)
    /// An end tag matching the innermost open element.
    case endElement(name: String)
    /// A reference to an entity other than the five XML predefines: left as written, never loaded.
    case unexpandedEntity(name: String, position: XMLPosition)
}
