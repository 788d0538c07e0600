import FeedFetch
import Pictures
import Foundation

/// Loads pictures in the background and hands out ready-to-draw cells.
///
/// How the app uses it (all calls are cheap and never wait for I/O; any thread may call them):
/// 1. Each frame, for every visible thumbnail box call `state(for:)` and draw what it returns
///    (`.ready` cells, else the placeholder). A box size not rendered yet is rendered on the
///    spot from the decoded picture (well under a millisecond for 12x6).
/// 2. For rows on screen and a screen or two around them call `request(_:priority:)`, with
///    priority = distance in rows from the viewport (0 for visible rows: they load first).
/// 3. When the view moves, call `cancel(except:)` with the URLs still wanted: queued work for
///    the rest is dropped and running fetches are told to stop.
/// 4. In the main loop call `poll()`: it returns the URLs that finished since the last call;
///    redraw if it is not empty. `onUpdate`, if set, is called from a worker thread after each
///    completion, e.g. to wake an event loop; it must not touch app state itself.
///
/// At most `maxConcurrentLoads` worker threads run; they exit when the queue is empty.
/// Remote bytes go through the disk cache; decoded pictures (reduced to `limits.maxDecodedSide`)
/// and rendered cells are kept in memory, least recently used first out.
public final class ThumbnailLoader: @unchecked Sendable {
    /// Called on a worker thread after a picture finished or failed (see the type's notes).
    public var onUpdate: (@Sendable () -> Void)? {
        get { lock.withLock { updateHandler } }
        set { lock.withLock { updateHandler = newValue } }
    }

    private final class Job {
        let url: String
        var priority: Int
        let sequence: UInt64
        var keys: Set<ThumbnailKey>
        var running = false
        let cancellation = Cancellation()
        /// Cancelled before it ran (a running job sees `cancellation` instead).
        var isCancelled: Bool { cancellation.isCancelled }

        init(url: String, priority: Int, sequence: UInt64, key: ThumbnailKey) {
            self.url = url
            self.priority = priority
            self.sequence = sequence
            self.keys = [key]
        }
    }

    private let fetcher: any ThumbnailFetching
    private let diskCache: ThumbnailDiskCache?
    private let maxConcurrentLoads: Int
    private let limits: DecodeLimits
    private let maxBytes: Int

    /// Whether pictures may be local paths and `file://` URLs; when false they fail with
    /// `.localFileRefused` before anything is looked at. Only a feed read from a local file may
    /// name local pictures: the runtime sets this from the location of the feed it loads.
    /// A change forgets the refusals, so local pictures refused for one list load in the next.
    public var allowsLocalFiles: Bool {
        get { lock.withLock { localFilesAllowed } }
        set {
            lock.withLock {
                guard newValue != localFilesAllowed else { return }
                localFilesAllowed = newValue
                failures = failures.filter { if case .localFileRefused = $0.value { false } else { true } }
            }
        }
    }

    private let lock = NSLock()
    private var updateHandler: (@Sendable () -> Void)?
    private var localFilesAllowed: Bool
    private var jobs: [String: Job] = [:]
    private var decoded: LRUCache<String, RGBAImage>
    private var pictures: LRUCache<ThumbnailKey, ThumbnailPicture>
    private var failures: [String: ThumbnailLoadError] = [:]
    private var updates: [ThumbnailUpdate] = []
    private var workers = 0
    private var sequence: UInt64 = 0

    /// A loader.
    /// - Parameters:
    ///   - fetcher: gets bytes; the default reads files and refuses http(s) until given a remote fetcher.
    ///   - diskCache: where remote bytes are kept between runs; nil for none.
    ///   - maxConcurrentLoads: worker threads at most (fetch + decode each).
    ///   - maxBytes: largest file or response accepted.
    ///   - allowsLocalFiles: whether local paths and `file://` URLs are read (see the property).
    ///   - decodedMemoryLimit: bytes of decoded pictures kept in memory.
    ///   - pictureLimit: rendered boxes kept in memory.
    public init(
        fetcher: any ThumbnailFetching = LocalFileFetcher(),
        diskCache: ThumbnailDiskCache? = nil,
        maxConcurrentLoads: Int = 3,
        limits: DecodeLimits = .standard,
        maxBytes: Int = 8 * 1024 * 1024,
        allowsLocalFiles: Bool = true,
        decodedMemoryLimit: Int = 48 * 1024 * 1024,
        pictureLimit: Int = 1024
    ) {
        self.fetcher = fetcher
        self.diskCache = diskCache
        self.maxConcurrentLoads = max(1, maxConcurrentLoads)
        self.limits = limits
        self.maxBytes = maxBytes
        self.localFilesAllowed = allowsLocalFiles
        self.decoded = LRUCache(costLimit: decodedMemoryLimit)
        self.pictures = LRUCache(costLimit: pictureLimit)
    }

    /// What to draw for `key` now. Renders from the decoded picture when only the box size is new.
    public func state(for key: ThumbnailKey) -> ThumbnailState {
        let image: RGBAImage
        do {
            lock.lock()
            defer { lock.unlock() }
            if let picture = pictures.value(for: key) { return .ready(picture) }
            if let failure = failures[key.url] { return .failed(failure.description) }
            guard let found = decoded.value(for: key.url) else {
                return jobs[key.url].map { $0.isCancelled ? .notRequested : .loading } ?? .notRequested
            }
            image = found
        }
        // Rendering happens outside the lock so workers are not held up.
        let picture = ThumbnailRenderer.render(image, columns: key.columns, rows: key.rows, mode: key.mode)
        lock.withLock { pictures.insert(picture, for: key) }
        return .ready(picture)
    }

    /// Asks for `key` to be loaded; lower `priority` loads sooner (0 = visible). Asking again
    /// changes the priority. Nothing happens for pictures already loaded or failed.
    public func request(_ key: ThumbnailKey, priority: Int = 0) {
        lock.lock()
        defer { lock.unlock() }
        if pictures.contains(key) || decoded.contains(key.url) || failures[key.url] != nil { return }
        if let job = jobs[key.url] {
            // A cancelled job that is still running finishes unseen; the request starts afresh.
            if !job.isCancelled {
                job.priority = priority
                job.keys.insert(key)
                return
            }
        }
        sequence += 1
        jobs[key.url] = Job(url: key.url, priority: priority, sequence: sequence, key: key)
        if workers < maxConcurrentLoads {
            workers += 1
            let thread = Thread { [self] in work() }
            thread.name = "thumbnail-loader"
            thread.start()
        }
    }

    /// Drops the queued load of `url` and tells a running one to stop.
    public func cancel(_ url: String) {
        lock.withLock { cancelLocked(url) }
    }

    /// Cancels every load whose URL is not in `wanted` (call when rows scroll far away).
    public func cancel(except wanted: Set<String>) {
        lock.withLock {
            for url in Array(jobs.keys) where !wanted.contains(url) { cancelLocked(url) }
        }
    }

    /// The pictures that finished or failed since the last call, oldest first.
    public func poll() -> [ThumbnailUpdate] {
        lock.withLock {
            let drained = updates
            updates = []
            return drained
        }
    }

    /// Loads queued or running.
    public var pendingCount: Int { lock.withLock { jobs.values.filter { !$0.isCancelled }.count } }

    /// Whether pictures finished or failed since the last `poll`: a load may end (a refusal
    /// does at once) between a frame's requests and the next look at `pendingCount`.
    public var hasUpdates: Bool { lock.withLock { !updates.isEmpty } }

    /// Forgets failures so the next `request` tries again (e.g. after a reload).
    public func forgetFailures() {
        lock.withLock { failures = [:] }
    }

    /// Empties the in-memory caches (decoded pictures and rendered boxes).
    public func clearMemory() {
        lock.withLock {
            decoded.removeAll()
            pictures.removeAll()
        }
    }

    // MARK: - Workers

    private func cancelLocked(_ url: String) {
        guard let job = jobs[url] else { return }
        if job.running { job.cancellation.cancel() } else { jobs.removeValue(forKey: url) }
    }

    /// A worker: takes the most urgent job until none is left.
    private func work() {
        Self.prepareWorkerThread()
        while let job = nextJob() {
            let result = load(job.url, cancellation: job.cancellation)
            var pictures: [(ThumbnailKey, ThumbnailPicture)] = []
            if case .success(let image) = result {
                let keys = lock.withLock { job.isCancelled ? [] : Array(job.keys) }
                pictures = keys.map { ($0, ThumbnailRenderer.render(image, columns: $0.columns, rows: $0.rows, mode: $0.mode)) }
            }
            let handler: (@Sendable () -> Void)? = lock.withLock {
                if jobs[job.url] === job { jobs.removeValue(forKey: job.url) }
                // A cancelled load leaves no trace: a later request starts it afresh.
                if job.isCancelled || result == .failure(.cancelled) { return nil }
                switch result {
                case .success(let image):
                    decoded.insert(image, for: job.url, cost: image.byteCount)
                    for (key, picture) in pictures { self.pictures.insert(picture, for: key) }
                    updates.append(ThumbnailUpdate(url: job.url))
                case .failure(let error):
                    failures[job.url] = error
                    updates.append(ThumbnailUpdate(url: job.url, failure: error))
                }
                return updateHandler
            }
            handler?()
        }
    }

    /// Decoding is CPU work that must never delay a key: on Linux, niceness is per thread
    /// (`who` = 0 is the calling thread), so the workers step back to nice 10 and the UI thread
    /// wins the cores when both want them. The kernel-visible name ("thumbnail-load", 15 bytes
    /// at most) makes them recognisable in `top -H` and /proc.
    private static func prepareWorkerThread() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        // /proc/thread-self is this thread's task directory (pthread_setname_np needs _GNU_SOURCE).
        try? "thumbnail-load".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        #endif
    }

    private func nextJob() -> Job? {
        lock.withLock {
            let waiting = jobs.values.filter { !$0.running }
            guard let job = waiting.min(by: { ($0.priority, $0.sequence) < ($1.priority, $1.sequence) }) else {
                workers -= 1
                return nil
            }
            job.running = true
            return job
        }
    }

    /// Fetch (through the disk cache for remote URLs) and decode; runs on a worker, no lock held.
    private func load(_ url: String, cancellation: Cancellation) -> Result<RGBAImage, ThumbnailLoadError> {
        let remote = fetcher.isRemote(url)
        // A web feed's local pictures fail before the path is even looked at (see `allowsLocalFiles`).
        if !remote && !allowsLocalFiles && LocalFileFetcher.path(of: url) != nil {
            return .failure(.localFileRefused(url: url))
        }
        var bytes = remote ? diskCache?.data(for: url) : nil
        let fromCache = bytes != nil
        if bytes == nil {
            do {
                bytes = try fetcher.fetch(url, maxBytes: maxBytes, cancellation: cancellation)
            } catch {
                return .failure(error)
            }
        }
        guard let bytes else { return .failure(.fetchFailed(url: url, reason: "no data")) }
        do {
            let image = try ImageDecoder.decode(bytes, limits: limits)
            // Only bytes that decoded are cached, so a broken download is fetched again next time.
            if remote && !fromCache { diskCache?.store(bytes, for: url) }
            return .success(image)
        } catch {
            return .failure(.decodeFailed(error))
        }
    }
}
