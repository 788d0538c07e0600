import Foundation
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
    public func write(_ list: SubscriptionList) throws(ReaderFileError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(list.bytes).write(to: temporary)
            // rename(2) replaces the old file in one step; Foundation's replaceItem needs a same-volume dance.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
