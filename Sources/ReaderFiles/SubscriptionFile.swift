import Foundation
import Glibc
import Subscriptions

/// The urls file on disk: read as it is (a missing file is an empty list), written only when the
/// user asked for a change, and then atomically (a new file renamed over the old), so a crash or a
/// full disk never leaves half a file.
public struct SubscriptionFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The subscriptions in the file; an empty list when there is no file yet.
    public func read() throws(ReaderFileError) -> SubscriptionList {
        guard FileManager.default.fileExists(atPath: url.path) else { return SubscriptionList() }
        do {
            return SubscriptionList(bytes: try Data(contentsOf: url))
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
    }

    /// Replaces the file with `list`, creating its directory when needed.
    ///
    /// A symlinked urls file (kept with the dotfiles) is written where the link points, and the
    /// link stays; the new file keeps the old one's mode and owner, so a file holding passwords
    /// (logins in URLs) stays private. A new file is made readable by its owner only.
    public func write(_ list: SubscriptionList) throws(ReaderFileError) {
        let target = Self.resolvingLinks(url)
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var old = stat()
            let exists = stat(target.path, &old) == 0
            try Self.create(temporary, bytes: list.bytes, mode: exists ? old.st_mode & 0o7777 : 0o600,
                            owner: exists ? (old.st_uid, old.st_gid) : nil)
            // rename(2) replaces the old file in one step; Foundation's replaceItem needs a same-volume dance.
            guard rename(temporary.path, target.path) == 0 else { throw Self.posixError() }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: target.path == url.path ? url.path : "\(target.path) (linked from \(url.path))",
                              reason: Self.reason(error))
        }
    }

    /// `url` with every symbolic link along its last component followed (a relative link is read
    /// from the link's directory); a link to a file not there yet names the file to create.
    static func resolvingLinks(_ url: URL) -> URL {
        var current = url
        // As the kernel does, stop after 40 links: a loop is then written as the last one found.
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { break }
            current = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current.standardizedFileURL
    }

    /// Writes `bytes` to a new file at `temporary` with `mode` (and `owner` when this user may
    /// give it), flushed to the disk before it is renamed over the old one.
    private static func create(_ temporary: URL, bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?) throws {
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw posixError() }
        defer { close(descriptor) }
        // The umask may have taken bits away from `mode`: set it as it was.
        guard fchmod(descriptor, mode) == 0 else { throw posixError() }
        // Only root may give a file away; anyone else keeps the file theirs, as any editor would.
        if let (uid, gid) = owner, uid != geteuid() || gid != getegid() { _ = fchown(descriptor, uid, gid) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                throw posixError()
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw posixError() }
    }

    private static func posixError() -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
