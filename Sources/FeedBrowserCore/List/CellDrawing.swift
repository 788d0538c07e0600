import TerminalUI

/// A list cell laid out at one width: its height and what to draw where, in cell coordinates
/// (x from the content's left edge, y from the cell's top). The separator row is not included.
public struct CellDrawing: Sendable, Equatable {
    /// What a label shows, which decides its style.
    public enum LabelRole: Sendable, Equatable {
        case title, summary, author, badge, text
        /// A one-line note under the text (why the picture did not load).
        case note
    }

    /// A label's rectangle and its lines exactly as they were wrapped when measured.
    public struct Label: Sendable, Equatable {
        public var role: LabelRole
        public var frame: Rect
        public var lines: [String]
    }

    /// Which picture a box holds.
    public enum BoxRole: Sendable, Equatable {
        case thumbnail, avatar, picture
        /// The slot the row's date is drawn in, right-aligned (its text depends on the clock).
        case date
    }

    /// A picture box: its rectangle and the image it stands for.
    public struct Box: Sendable, Equatable {
        public var role: BoxRole
        public var frame: Rect
        /// The image's size in pixels, when the feed says.
        public var pixelSize: (width: Int, height: Int)?
        /// The image's URL, for the thumbnail loader.
        public var url: String?

        public static func == (a: Box, b: Box) -> Bool {
            a.role == b.role && a.frame == b.frame && a.url == b.url
                && a.pixelSize?.width == b.pixelSize?.width && a.pixelSize?.height == b.pixelSize?.height
        }
    }

    /// Rows the cell takes, without its separator.
    public var height: Int
    public var labels: [Label]
    public var boxes: [Box]
}
