/// What the status line says once the app has started, most important first: the library
/// opened read-only (or not at all), the config file's mistakes, the urls file's lines that give
/// no feed. All of them, in one message (`e` shows it whole).
struct StartMessages {
    /// The library opened read-only, or the error that kept its feed list from opening.
    var library: String?
    var config: String?
    var urls: String?

    var text: String? {
        let said = [library, config, urls].compactMap { $0 }
        return said.isEmpty ? nil : said.joined(separator: " · ")
    }
}
