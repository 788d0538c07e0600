/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public var action: MouseAction
    /// Column, from 0 at the left.
    public var x: Int
    /// Row, from 0 at the top.
    public var y: Int

    /// A mouse event at (x, y).
    public init(_ action: MouseAction, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }
}
