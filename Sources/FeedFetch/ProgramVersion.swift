/// The program's version, in the one place `--version` and the HTTP User-Agent read it from.
public enum ProgramVersion {
    /// The release number, as `feedbrowser --version` prints it.
    public static let number = "0.3.0"

    /// What FeedBrowser sends as its User-Agent: servers and feed hosts see who is asking.
    public static let userAgent = "FeedBrowser/\(number) (terminal feed reader)"
}
