/// A foreground and background colour number as curses knows them (-1: the terminal's default).
struct ColorPairKey: Hashable, Sendable {
    var foreground: Int32
    var background: Int32
}
