import Foundation

/// Makes a directory unwritable for the length of a test, whoever runs it: its permission bits
/// bind ordinary users; root ignores them, so as root the directory is made immutable
/// (`chattr +i`), which binds root too. `isAvailable` says whether that works here (a file system
/// without the flag, or a container without the capability, cannot), checked on a scratch directory.
struct UnwritableDirectory {
    let url: URL

    init(_ url: URL) throws {
        self.url = url
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
        if getuid() == 0 { try Self.chattr("+i", url) }
    }

    func restore() {
        if getuid() == 0 { try? Self.chattr("-i", url) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// True when a directory made unwritable here really refuses a new file.
    static let isAvailable: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("unwritable-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard let locked = try? UnwritableDirectory(probe) else { return false }
        defer { locked.restore() }
        return !FileManager.default.createFile(atPath: probe.appendingPathComponent("x").path, contents: Data())
    }()

    private static func chattr(_ flag: String, _ url: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, url.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }
}
