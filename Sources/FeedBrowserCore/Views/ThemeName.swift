/// The themes that come with the app, by their name in the config file.
public enum ThemeName: String, Sendable, CaseIterable {
    /// The default: 256-colour accents for a dark background.
    case dark
    /// Darker accents and a pale selection, for a light background.
    case light
    /// Only the terminal's own 16 colours (0-7 here, so its palette decides every colour), for
    /// terminals and users who tune that palette.
    case ansi

    /// The theme's styles.
    public var theme: Theme {
        switch self {
        case .dark: return Theme()
        case .light: return Theme.light
        case .ansi: return Theme.ansi
        }
    }
}
