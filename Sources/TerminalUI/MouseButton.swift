/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    case left, middle, right
}
