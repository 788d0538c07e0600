/// How bad a reported problem is.
public enum IssueSeverity: Sendable, Hashable {
    /// The line or outline is wrong and was not loaded.
    case error
    /// Loaded or kept as written, but something in it is ignored or not supported.
    case warning
}
