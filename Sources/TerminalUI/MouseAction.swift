/// What the mouse did.
public enum MouseAction: Hashable, Sendable {
    /// A button went down (a click); terminals report releases unreliably, so only presses are events.
    case press(MouseButton)
    /// The wheel turned away from the user (scroll up).
    case wheelUp
    /// The wheel turned towards the user (scroll down).
    case wheelDown
}
