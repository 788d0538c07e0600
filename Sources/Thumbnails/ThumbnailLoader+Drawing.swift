import TerminalUI

extension ThumbnailLoader {
    /// One call per picture box per frame: asks for the picture (at `priority`, 0 = visible)
    /// and, when it is ready, draws it at (x, y) clipped to the clip rectangle. Returns the state
    /// so the caller draws its placeholder (with the reason, for `.failed`) when nothing was drawn.
    /// Never waits for I/O; at worst it renders a new box size from the decoded picture.
    @discardableResult
    public func draw(
        _ key: ThumbnailKey, priority: Int = 0, into canvas: inout Canvas, x: Int, y: Int,
        clipX: Int = 0, clipY: Int = 0, clipWidth: Int = .max / 4, clipHeight: Int = .max / 4
    ) -> ThumbnailState {
        var state = state(for: key)
        if state == .notRequested {
            request(key, priority: priority)
            state = self.state(for: key)
        }
        if case .ready(let picture) = state {
            picture.draw(into: &canvas, x: x, y: y, clipX: clipX, clipY: clipY, clipWidth: clipWidth, clipHeight: clipHeight)
        }
        return state
    }
}
