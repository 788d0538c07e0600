/// What an `&…;` reference stands for: its text, or the name of an entity that is not expanded.
enum XMLReference {
    case text([UInt8])
    case unexpanded(String)
}
