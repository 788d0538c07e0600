import ArgumentParser
import Feeds
import Foundation
import Thumbnails

/// `feedbrowser cache info|clear`: the picture download cache (see docs/ARCHITECTURE.md, "Pictures").
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or empty the picture cache ($XDG_CACHE_HOME/feedbrowser/images).",
        subcommands: [Info.self, Clear.self],
        defaultSubcommand: Info.self
    )

    /// Where the cache is and how much it holds.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the cache directory, file count and size.")

        func run() throws {
            let cache = ThumbnailDiskCache(directory: ThumbnailDiskCache.defaultDirectory())
            print("\(cache.directory.path): \(cache.count) files, \(NumberText.byteCount(cache.totalSize)) of \(NumberText.byteCount(cache.sizeLimit))")
        }
    }

    /// Deletes every cached picture.
    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete every cached picture.")

        func run() throws {
            let cache = ThumbnailDiskCache(directory: ThumbnailDiskCache.defaultDirectory())
            do {
                let freed = try cache.clear()
                print("cleared \(cache.directory.path) (\(NumberText.byteCount(freed)) freed)")
            } catch {
                // The command could not do its work: status 1 and one line, not a usage error.
                throw CommandFailure.failed(error.description)
            }
        }
    }
}
