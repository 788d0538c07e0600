import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP GET with FeedBrowser's rules: timeouts, redirect limit, size cap, decompression
/// (libcurl's Accept-Encoding via URLSession), User-Agent, conditional requests.
///
/// Bytes are handed to the caller's thread as they arrive, so parsing overlaps the download.
struct HTTPClient {
    let options: FeedLoadOptions
    let cancellation: Cancellation

    struct Response {
        var finalURL: URL
        var validators: HTTPValidators
        var byteCount: Int
        var notModified: Bool
    }

    /// Performs the request; `body` receives (final URL, chunk) on the calling thread.
    /// `cancellation` is checked before every chunk and at least every 0.1 s while waiting.
    func get(_ url: URL, _ body: (URL, UnsafeRawBufferPointer) throws(FeedLoadError) -> Void) throws(FeedLoadError) -> Response {
        let delegate = StreamingDelegate(url: url, maxRedirects: options.maxRedirects, maxBytes: options.maxBytes)
        let configuration = URLSessionConfiguration.ephemeral
        // URLSession's own timer restarts on every byte and cannot tell connecting from a stalled
        // body, so it only backs up the two deadlines enforced below.
        configuration.timeoutIntervalForRequest = options.totalTimeout
        configuration.timeoutIntervalForResource = options.totalTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = ["User-Agent": options.userAgent]
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.invalidateAndCancel() }

        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: options.totalTimeout)
        request.setValue(options.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8", forHTTPHeaderField: "Accept")
        if let conditional = options.conditional {
            if let etag = conditional.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
            if let lastModified = conditional.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        }
        let task = session.dataTask(with: request)
        let deadline = Date().addingTimeInterval(options.totalTimeout)
        task.resume()

        var byteCount = 0
        while true {
            // Checked on every step, not only when idle: a server trickling bytes must not outlast them.
            if cancellation.isCancelled {
                task.cancel()
                throw .cancelled(url: url.absoluteString)
            }
            let now = Date()
            if let awaited = delegate.awaitedAnswer, now.timeIntervalSince(awaited.since) >= options.connectTimeout {
                task.cancel()
                throw .connectTimedOut(host: awaited.host, seconds: options.connectTimeout)
            }
            if now >= deadline {
                task.cancel()
                throw .timedOut(url: url.absoluteString, seconds: options.totalTimeout)
            }
            let step = delegate.next(until: min(deadline, Date().addingTimeInterval(0.1)))
            switch step {
            case .chunk(let data):
                byteCount += data.count
                let finalURL = delegate.finalURL ?? url
                let failure: FeedLoadError? = data.withUnsafeBytes { raw in
                    do throws(FeedLoadError) { try body(finalURL, raw); return nil } catch { return error }
                }
                if let failure { task.cancel(); throw failure }
            case .done(let error):
                if let error { throw Self.describe(error, url: url, options: options) }
                if let failure = delegate.failure { throw failure }
                let response = delegate.response
                let status = response?.statusCode ?? 0
                let finalURL = response?.url ?? delegate.finalURL ?? url
                if status == 304 {
                    return Response(finalURL: finalURL, validators: delegate.validators, byteCount: 0, notModified: true)
                }
                if (300..<400).contains(status) {
                    throw .tooManyRedirects(url: url.absoluteString, limit: options.maxRedirects)
                }
                if status >= 400 { throw .httpStatus(code: status, url: finalURL.absoluteString) }
                return Response(finalURL: finalURL, validators: delegate.validators, byteCount: byteCount, notModified: false)
            case .waiting:
                continue
            }
        }
    }

    /// "host" or "host:port" when the URL names a port ("[::1]:8080" for IPv6): what the user
    /// needs to see in a message.
    static func hostAndPort(_ url: URL) -> String {
        guard let host = url.host else { return url.absoluteString }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return shown + (url.port.map { ":\($0)" } ?? "")
    }

    static func describe(_ error: Error, url: URL, options: FeedLoadOptions) -> FeedLoadError {
        guard let urlError = error as? URLError else {
            return .transport(url: url.absoluteString, message: String(describing: error).split(separator: "\n").first.map(String.init) ?? "")
        }
        switch urlError.code {
        case .cannotFindHost, .dnsLookupFailed: return .dns(host: url.host ?? url.absoluteString)
        case .cannotConnectToHost: return .connectionRefused(host: hostAndPort(url))
        case .timedOut: return .timedOut(url: url.absoluteString, seconds: options.totalTimeout)
        case .httpTooManyRedirects: return .tooManyRedirects(url: url.absoluteString, limit: options.maxRedirects)
        case .notConnectedToInternet, .networkConnectionLost:
            return .transport(url: url.absoluteString, message: "the network connection was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .transport(url: url.absoluteString, message: "TLS failed (\(urlError.localizedDescription))")
        default:
            return .transport(url: url.absoluteString, message: urlError.localizedDescription)
        }
    }
}

/// Collects a data task's events and hands them to the waiting thread in order.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Step { case chunk(Data), done(Error?), waiting }

    private let condition = NSCondition()
    private var queue: [Data] = []
    private var completed = false
    private var completionError: Error? = nil
    private var redirects = 0
    private var received = 0
    private let maxRedirects: Int
    private let maxBytes: Int
    private var awaiting: (host: String, since: Date)?
    private(set) var response: HTTPURLResponse? = nil
    private(set) var finalURL: URL? = nil
    private(set) var failure: FeedLoadError? = nil

    init(url: URL, maxRedirects: Int, maxBytes: Int) {
        self.maxRedirects = maxRedirects
        self.maxBytes = maxBytes
        awaiting = (HTTPClient.hostAndPort(url), Date())
    }

    /// The host whose answer (a response or a redirect) is still awaited, and since when.
    var awaitedAnswer: (host: String, since: Date)? {
        condition.lock(); defer { condition.unlock() }
        return awaiting
    }

    var validators: HTTPValidators {
        condition.lock(); defer { condition.unlock() }
        return HTTPValidators(etag: response?.value(forHTTPHeaderField: "ETag"),
                              lastModified: response?.value(forHTTPHeaderField: "Last-Modified"))
    }

    /// The next chunk or the end, waiting at most until `deadline`.
    func next(until deadline: Date) -> Step {
        condition.lock(); defer { condition.unlock() }
        while queue.isEmpty && !completed {
            if !condition.wait(until: deadline) { return .waiting }
        }
        if !queue.isEmpty { return .chunk(queue.removeFirst()) }
        return .done(completionError)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        condition.lock()
        redirects += 1
        let allowed = redirects <= maxRedirects
        // The next hop may be another host: its connection gets the whole connect timeout.
        if allowed, let next = request.url { awaiting = (HTTPClient.hostAndPort(next), Date()) }
        condition.unlock()
        // Refusing makes the task finish with the 3xx response, reported as "too many redirects".
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        condition.lock()
        let http = response as? HTTPURLResponse
        self.response = http
        finalURL = response.url
        awaiting = nil
        var disposition = URLSession.ResponseDisposition.allow
        if let http, let length = http.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), length > maxBytes,
           http.value(forHTTPHeaderField: "Content-Encoding") == nil {
            failure = .tooLarge(url: (response.url ?? URL(fileURLWithPath: "/")).absoluteString, limit: maxBytes)
            disposition = .cancel
        }
        condition.unlock()
        completionHandler(disposition)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        condition.lock()
        defer { condition.signal(); condition.unlock() }
        guard failure == nil else { return }
        received += data.count
        if received > maxBytes {
            failure = .tooLarge(url: (response?.url ?? dataTask.originalRequest?.url ?? URL(fileURLWithPath: "/")).absoluteString, limit: maxBytes)
            dataTask.cancel()
            return
        }
        // Error statuses carry an error page, not a feed: do not feed it to the parser.
        if let status = response?.statusCode, status >= 300 { return }
        queue.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        condition.lock()
        completed = true
        // A cancel we caused is reported as our own failure, not as "cancelled".
        completionError = failure == nil ? error : nil
        condition.signal()
        condition.unlock()
    }
}
