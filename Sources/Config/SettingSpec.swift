import TOMLKit

/// One setting of the config file: its name, what it does, its default as TOML, and how a value
/// is checked and applied.
struct SettingSpec: Sendable {
    let name: String
    let summary: String
    /// The default as TOML text, read from `Settings()`.
    let defaultText: @Sendable (Settings) -> String
    /// Applies a value, or says what is wrong with it (the setting then keeps its default).
    let apply: @Sendable (TOMLValueConvertible, inout Settings) throws(ValueProblem) -> Void
}
