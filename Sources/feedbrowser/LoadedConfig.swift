import Config
import Foundation
import ReaderFiles

/// The config file as read at start: its settings, its mistakes and where it is.
struct LoadedConfig {
    var settings = Settings()
    var diagnostics: [ConfigDiagnostic] = []
    /// The file as its messages name it (the path given, or the default path); nil when no file was read.
    var path: String?

    /// `--config PATH`, else `$XDG_CONFIG_HOME/feedbrowser/config.toml` when it exists, else
    /// the defaults. A file given with --config must exist and be readable; the default one is
    /// optional, and one that cannot be read is a mistake reported like the others.
    static func load(path explicitPath: String?) throws -> LoadedConfig {
        let path = explicitPath ?? ReaderDirectories().configFile.path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if explicitPath == nil && !exists { return LoadedConfig() }
        guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "it cannot be read"
            if explicitPath != nil { throw CommandFailure.failed("--config \(path): \(reason)") }
            return LoadedConfig(diagnostics: [ConfigDiagnostic(line: 1, column: 1, message: "\(reason); the defaults are used")], path: path)
        }
        let (settings, diagnostics) = SettingsParser.parse(Array(data))
        return LoadedConfig(settings: settings, diagnostics: diagnostics, path: path)
    }

    /// Every mistake as `PATH:LINE:COLUMN: message`.
    var messages: [String] { diagnostics.map { $0.formatted(file: path ?? "config.toml") } }

    /// The status line's one mention of the mistakes: how many (first, so a cut line still says
    /// it; "(and 8 more)" after a message read as more of the values it listed), then the first.
    var statusMessage: String? {
        guard let first = diagnostics.first else { return nil }
        let name = URL(fileURLWithPath: path ?? "config.toml").lastPathComponent
        let mistake = first.formatted(file: name)
        guard diagnostics.count > 1 else { return mistake + "; its default is used (feedbrowser config check)" }
        return "\(diagnostics.count) mistakes in \(name), defaults used for them (feedbrowser config check lists them); the first: " + mistake
    }
}
