import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension NcursesBackend {
    /// True when `NO_COLOR` is set to a non-empty value (https://no-color.org).
    static func noColorRequested() -> Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }

    /// Selects the user's locale so ncurses writes UTF-8 and wcwidth knows wide characters.
    ///
    /// If no locale variable is set at all (a bare `env -i` or a service), the C locale would
    /// turn every non-ASCII cluster into "?"; C.UTF-8 is used then. A locale the user chose is
    /// always kept, even if it is not UTF-8.
    static func chooseLocale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        guard codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" else { return }
        let chosen = ["LC_ALL", "LC_CTYPE", "LANG"].contains { name in
            guard let value = getenv(name) else { return false }
            return value.pointee != 0
        }
        if !chosen { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
