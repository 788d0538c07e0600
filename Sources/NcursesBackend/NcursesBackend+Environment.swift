import CNcurses
import TerminalUI
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

    /// Refuses, before anything is written to the terminal, what cannot show the interface: no
    /// `TERM` or `TERM=dumb` (no cursor movement: only "Loading…" would appear, and stay), and a
    /// locale that is not UTF-8 (every non-ASCII character would be drawn as "?").
    static func checkEnvironment() throws(TerminalError) {
        let term = environmentValue("TERM") ?? ""
        if term.isEmpty {
            throw .unsuitableEnvironment("TERM is not set, so the interface cannot be drawn; set it to your terminal's type (or use feedbrowser render)")
        }
        if term == "dumb" {
            throw .unsuitableEnvironment("TERM=dumb cannot draw the interface; use a terminal that supports cursor movement (or feedbrowser render)")
        }
        try chooseLocale()
    }

    /// Selects the user's locale so ncurses writes UTF-8 and wcwidth knows wide characters.
    ///
    /// The C and POSIX locales (also what an unset or uninstalled UTF-8 locale falls back to) are
    /// switched to C.UTF-8 (or another installed UTF-8 locale) when one exists, as Python does (PEP 538): they are what minimal
    /// systems, services and ssh sessions without locale forwarding get, and say nothing about
    /// the terminal, which nowadays is UTF-8. A locale that names another character set is a
    /// choice for a terminal that would show UTF-8 as garbage: that is refused.
    static func chooseLocale() throws(TerminalError) {
        setlocale(LC_ALL, "")
        if codesetIsUTF8() { return }
        // The variable that decides LC_CTYPE, as setlocale reads them.
        let chosen = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { name in environmentValue(name).map { (name, $0) } }.first
        let value = chosen?.1 ?? ""
        let lowercased = value.lowercased()
        let meansUTF8OrNothing = value.isEmpty || value == "C" || value == "POSIX" || lowercased.contains("utf-8") || lowercased.contains("utf8")
        if meansUTF8OrNothing {
            for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"] where setlocale(LC_CTYPE, candidate) != nil {
                if codesetIsUTF8() { return }
            }
            // No UTF-8 locale installed at all: run as before, non-ASCII drawn as '?' by ncurses,
            // rather than refuse what worked.
            setlocale(LC_CTYPE, "")
            return
        }
        let setting = chosen.map { "\($0.0)=\($0.1)" } ?? "no LANG or LC_* set"
        throw .unsuitableEnvironment("the terminal's locale is not UTF-8 (\(setting)); set LANG=C.UTF-8 or another UTF-8 locale")
    }

    /// Whether the current LC_CTYPE's character set is UTF-8.
    private static func codesetIsUTF8() -> Bool {
        String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
    }

    /// The value of environment variable `name`, nil when it is unset or empty.
    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
