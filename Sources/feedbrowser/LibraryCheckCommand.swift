import ArgumentParser
import Foundation
import Library
import ReaderFiles

/// `feedbrowser library check`: SQLite's integrity check of the library (and its foreign keys);
/// each problem on its own line and status 1 when there is any. It never changes the file.
struct LibraryCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the library file for damage (changes nothing)."
    )

    func run() throws {
        let path = ReaderDirectories().libraryFile.path
        guard FileManager.default.fileExists(atPath: path) else {
            print("there is no library at \(path) yet: feedbrowser refresh creates it")
            return
        }
        let problems: [String]
        let counts: LibraryCounts
        do throws(LibraryError) {
            let store = try LibraryStore(path: path)
            problems = try store.check()
            counts = try store.counts()
        } catch .notADatabase {
            // The usual message sends the reader here; say what this check found instead.
            throw CommandFailure.failed("\(path) is not an SQLite database, so there is nothing to check or repair: move it "
                                        + "away to start an empty library (feedbrowser refresh fills it again)")
        } catch .corrupt(_, let detail) {
            // As above: the usual message sends the reader to this very command.
            throw CommandFailure.failed(Self.damaged(path, "\(detail)"))
        } catch {
            throw CommandFailure.failed(error.description)
        }
        guard problems.isEmpty else {
            for problem in problems { FileHandle.standardError.write(Data("\(path): \(problem)\n".utf8)) }
            throw CommandFailure.failed(Self.damaged(path, "\(problems.count) problems above"))
        }
        print("the library \(path) is sound: \(counts.items) items, \(counts.unread) unread, \(counts.starred) starred")
    }

    /// What to do with a damaged library, which this check cannot repair.
    private static func damaged(_ path: String, _ detail: String) -> String {
        "the library \(path) is damaged (\(detail)): move it away to start an empty one (feedbrowser refresh fills it "
            + "again; read and starred marks are lost), or restore it from a backup"
    }
}
