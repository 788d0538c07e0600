import ArgumentParser
import FeedFetch
import Foundation
import Library
import ReaderFiles
import Refresh
import Subscriptions

/// `feedbrowser refresh`: fetches every subscribed feed into the library, without the interface
/// (for cron). Progress on a terminal; one line per failed feed on standard error; status 1 when
/// any failed.
struct RefreshCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Fetch every subscribed feed into the library (no interface; for cron)."
    )

    @Option(name: .long, help: "The config file whose [library] retention applies (default: $XDG_CONFIG_HOME/feedbrowser/config.toml).")
    var config: String?

    func run() throws {
        // One malloc arena for every worker: glibc gives each thread that meets a locked arena
        // its own, and each keeps the memory it freed; with eight workers that was 3 MB of the
        // refresh's peak (the workers mostly wait for the network and the writer, not malloc).
        // (`mallopt` is glibc's, in no module Swift imports: looked up by name; M_ARENA_MAX is -8.)
        if let mallopt = dlsym(nil, "mallopt") {
            _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-8, 1)
        }
        let loaded = try LoadedConfig.load(path: config)
        for message in loaded.messages { FileHandle.standardError.write(Data("feedbrowser: \(message)\n".utf8)) }
        let directories = ReaderDirectories()
        let list: SubscriptionList
        let store: LibraryStore
        do {
            let file = SubscriptionFile(url: directories.urlsFile)
            list = try file.read()
            UnusedLines.report(list, of: file, wrongOnly: true)
            try FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
            store = try LibraryStore(path: directories.libraryFile.path)
        } catch let error as ReaderFileError {
            throw CommandFailure.failed(error.description)
        } catch let error as LibraryError {
            throw CommandFailure.failed(error.description)
        } catch {
            throw CommandFailure.failed("cannot create \(directories.data.path): \((error as NSError).localizedDescription)")
        }
        let urls = list.subscriptions.map(\.url)
        guard !urls.isEmpty else {
            print("No subscriptions to refresh: feedbrowser add URL, or feedbrowser import FILE.")
            return
        }
        let showsProgress = isatty(STDERR_FILENO) == 1
        var scheduler = RefreshScheduler(store: store)
        scheduler.retentionCount = loaded.settings.libraryPolicy.retentionCount
        scheduler.retentionAge = loaded.settings.libraryPolicy.retentionAge
        let outcomes = scheduler.refresh(urls, progress: { progress, _ in
            if showsProgress { FileHandle.standardError.write(Data("\r\(progress)\u{1B}[K".utf8)) }
        })
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        // Feeds named as the feed list names them: the urls file's title, else the feed's own.
        let titles = Dictionary(((try? store.feeds()) ?? []).filter { !$0.title.isEmpty }.map { ($0.url, $0.title) },
                                uniquingKeysWith: { first, _ in first })
        let named = Dictionary(list.subscriptions.compactMap { subscription in subscription.title.map { (subscription.url, $0) } },
                               uniquingKeysWith: { first, _ in first })
        let report = RefreshReport(outcomes: outcomes) { named[$0] ?? titles[$0] ?? URLDisplay.title(ofUntitled: $0) }
        for failure in report.failures { FileHandle.standardError.write(Data("feedbrowser: \(failure)\n".utf8)) }
        if showsProgress || report.counts.failed > 0 { print(report.summary) }
        if report.counts.failed > 0 { throw ExitCode.failure }
    }
}
