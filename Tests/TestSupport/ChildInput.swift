import Foundation

/// Feeds a child process's standard input. A child may exit before reading it (a rejected option
/// does), which closes the pipe: the write then fails with EPIPE, and that is the child's answer,
/// not a failure of the test. Without this, the kernel's SIGPIPE would kill the whole test process.
public enum ChildInput {
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    public static func write(_ data: Data, to pipe: Pipe) {
        _ = ignoreBrokenPipes
        let handle = pipe.fileHandleForWriting
        try? handle.write(contentsOf: data)
        try? handle.close()
    }
}
