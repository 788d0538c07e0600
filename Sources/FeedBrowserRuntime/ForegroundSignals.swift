#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keyboard's signals (SIGINT, SIGQUIT) ignored while a program runs in the foreground on
/// the terminal, as system(3) ignores them while it waits: the terminal sends them to the whole
/// foreground process group, the app included, and they are meant for the program.
struct ForegroundSignals {
    static let numbers = [SIGINT, SIGQUIT]
    /// The actions the signals had before, put back by `restore`.
    private var previous: [sigaction]

    /// Ignores the signals until `restore`.
    static func ignore() -> ForegroundSignals {
        var ignore = sigaction()
        #if canImport(Glibc)
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        #else
        ignore.__sigaction_u.__sa_handler = SIG_IGN
        #endif
        sigemptyset(&ignore.sa_mask)
        let previous = numbers.map { signal in
            var old = sigaction()
            sigaction(signal, &ignore, &old)
            return old
        }
        return ForegroundSignals(previous: previous)
    }

    /// Gives the signals their actions back.
    func restore() {
        for (signal, action) in zip(Self.numbers, previous) {
            var action = action
            sigaction(signal, &action, nil)
        }
    }
}
