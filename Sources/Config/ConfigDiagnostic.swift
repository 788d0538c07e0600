/// One mistake in the config file, where it is: `config.toml:LINE:COLUMN: message`.
public struct ConfigDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line of the mistake.
    public var line: Int
    /// 1-based column (in characters) where the mistake starts.
    public var column: Int
    /// What is wrong, and what is right where that can be said.
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The message as printed for the file named `file`.
    public func formatted(file: String) -> String { "\(file):\(line):\(column): \(message)" }

    public var description: String { formatted(file: "config.toml") }
}
