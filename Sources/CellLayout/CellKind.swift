/// The cell templates of the design; each is one reuse identifier with one solver.
public enum CellKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Title and summary, no picture.
    case article
    /// A thumbnail box beside title and summary.
    case media
    /// A title-less item with an author: avatar, author name, badge, text, optional picture.
    case post

    public var description: String { rawValue }
}
