import Foundation

/// Where the reader keeps its files, by the XDG base directory conventions: the subscriptions in
/// `$XDG_CONFIG_HOME/feedbrowser/urls` (`~/.config` when unset), the library in
/// `$XDG_DATA_HOME/feedbrowser/library.sqlite` (`~/.local/share`).
public struct ReaderDirectories: Sendable, Equatable {
    /// `…/feedbrowser` under the config home: the urls file (and later the config file).
    public var config: URL
    /// `…/feedbrowser` under the data home: the library.
    public var data: URL

    public init(config: URL, data: URL) {
        self.config = config
        self.data = data
    }

    /// The directories `environment` names; relative XDG values are ignored, as the specification says.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        func base(_ variable: String, default relative: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            return home.appendingPathComponent(relative, isDirectory: true)
        }
        config = base("XDG_CONFIG_HOME", default: ".config").appendingPathComponent("feedbrowser", isDirectory: true)
        data = base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent("feedbrowser", isDirectory: true)
    }

    /// The subscriptions, in newsboat's urls format.
    public var urlsFile: URL { config.appendingPathComponent("urls") }

    /// The config file (`config.toml`), read at start when it exists.
    public var configFile: URL { config.appendingPathComponent("config.toml") }

    /// The SQLite library: feeds, items, read and starred state.
    public var libraryFile: URL { data.appendingPathComponent("library.sqlite") }
}
