import Foundation

/// Another process that dies with SIGKILL in the middle of a write transaction on a library, as a
/// FeedBrowser killed (or losing power) while storing a feed: python3's sqlite3 module writes a
/// changed feed title and 500 items, then the script kills itself before COMMIT.
enum KilledWriter {
    static let script = #"""
        import os, signal, sqlite3, sys
        connection = sqlite3.connect(sys.argv[1], isolation_level=None)
        # A tiny page cache: the uncommitted pages go to the WAL file before the kill, as a large store's do.
        connection.execute("PRAGMA cache_size = 2")
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("UPDATE feed SET title = 'half-written'")
        for i in range(500):
            connection.execute(
                "INSERT INTO item (feedId, identity, firstSeenAt, lastSeenAt, contentHash, textHash, summary,"
                " links, thumbnails, enclosures, categories, content)"
                " VALUES (1, ?, 0, 0, 0, 0, '', '[]', '[]', '[]', '[]', ?)", ("killed-%d" % i, "text " * 200))
        os.kill(os.getpid(), signal.SIGKILL)
        """#

    /// Whether python3 with its sqlite3 module can run (checked once).
    static let isAvailable: Bool = {
        guard let process = try? run(["-c", "import sqlite3"]) else { return false }
        return process.terminationReason == .exit && process.terminationStatus == 0
    }()

    /// Runs the writer on the library at `path` and returns the finished process.
    static func kill(writingTo path: String) throws -> Process {
        try run(["-c", script, path])
    }

    private static func run(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process
    }
}
