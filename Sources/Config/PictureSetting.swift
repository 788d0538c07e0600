/// How the config file asks for pictures to be drawn.
public enum PictureSetting: String, Sendable, CaseIterable {
    /// In the best colours the terminal has (24-bit, 256 or 16).
    case on
    /// Placeholder boxes only; nothing is downloaded.
    case off
    /// Characters of a density ramp, no colours.
    case mono
}
