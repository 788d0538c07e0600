/// Where a key of the config file is written: its own position and its value's.
struct ConfigKeyLocation: Hashable, Sendable {
    /// 1-based line of the key.
    var line: Int
    /// 1-based column of the key's first character.
    var column: Int
    /// 1-based column of the value's first character (after `=`).
    var valueColumn: Int
    /// The source from the value's start to the end of its line.
    var valueText: Substring
}
