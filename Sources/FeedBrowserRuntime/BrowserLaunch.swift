/// How a link is opened: the program's path, its arguments, and whether it runs on the terminal
/// (a text-mode browser: the app gives it the screen and waits) or detached (a graphical one).
public struct BrowserLaunch: Sendable, Equatable {
    /// The program as the command named it ("lynx", "/usr/bin/firefox"), for messages.
    public var name: String
    /// Its path, found in `$PATH` when the name has no slash.
    public var path: String
    /// The arguments after the program's name (the URL among them).
    public var arguments: [String]
    /// Runs in the foreground on the terminal.
    public var inTerminal: Bool
}
