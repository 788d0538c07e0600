/// The line characters of a box frame.
public struct BoxBorder: Hashable, Sendable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    /// A frame from its six characters; each must be one column wide.
    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
        horizontal: Character, vertical: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Thin box-drawing lines: ┌─┐│└┘.
    public static let light = BoxBorder(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Rounded corners: ╭─╮│╰╯.
    public static let rounded = BoxBorder(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// Plain ASCII, for terminals without box-drawing glyphs: +-+|.
    public static let ascii = BoxBorder(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
