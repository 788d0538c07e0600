import Foundation

/// Makes a file or directory unwritable for the duration of a test, whoever runs it.
///
/// Permission bits bind ordinary users only; root (as in containers) ignores them, so there the
/// path is also made immutable (`chattr +i`), which binds root too.
struct ReadOnlyPath {
    let url: URL
    private let writableMode: Int
    private let isImmutable: Bool

    init(_ url: URL) throws {
        self.url = url
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        writableMode = isDirectory.boolValue ? 0o755 : 0o644
        try FileManager.default.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o555 : 0o444], ofItemAtPath: url.path)
        isImmutable = getuid() == 0
        if isImmutable { try Self.chattr("+i", url) }
    }

    func restore() {
        if isImmutable { try? Self.chattr("-i", url) }
        try? FileManager.default.setAttributes([.posixPermissions: writableMode], ofItemAtPath: url.path)
    }

    private static func chattr(_ flag: String, _ url: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, url.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("chattr \(flag) \(url.path) failed") }
    }
}
