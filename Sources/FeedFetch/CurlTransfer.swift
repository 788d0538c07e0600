import CCurl
import Foundation

/// One HTTP GET (a single hop: redirects are `HTTPClient`'s) through libcurl, run on the calling
/// thread.
///
/// Why libcurl driven from here and not URLSession: swift-corelibs-foundation's URLSession cannot
/// pause a transfer, so it queues every decompressed chunk for its delegate however far behind the
/// consumer is (a 4 MB gzip bomb took `parse` to 4.5 GB, a 2 GB length-less body to 2.2 GB). Here
/// libcurl reads the socket only while this thread calls `curl_multi_perform`, and each chunk it
/// decompresses (at most 16 KB) goes straight to the parser from its write callback: the parser is
/// the backpressure, nothing is queued, and a cap or parse failure stops the download at once.
/// It also keeps Foundation's URL cache and cookie store (and the directories they create) out.
final class CurlTransfer {
    /// What the server answered: the final status and the few headers FeedFetch uses.
    struct Answer {
        var status: Int
        /// Lower-cased names; only `keptHeaders`.
        var headers: [String: String]
    }

    /// A user name and password for Basic authentication.
    struct Credentials: Equatable {
        var user: String
        var password: String
    }

    /// Only these headers are kept: a server sending endless headers must not grow memory.
    static let keptHeaders: Set<String> = ["etag", "last-modified", "location", "content-length", "content-encoding", "content-type"]

    private let options: FeedLoadOptions
    private let cancellation: Cancellation
    private let easy: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    private let errorText: UnsafeMutablePointer<CChar>

    // The hop in progress, written by libcurl's callbacks on this thread.
    private var hopText = ""
    private var headers: [String: String] = [:]
    private var status = 0
    private var deliver: ((UnsafeRawBufferPointer) throws(FeedLoadError) -> Void)? = nil
    private var failure: FeedLoadError? = nil
    /// True when the body of a non-2xx answer was refused on purpose (it is an error page, not a feed).
    private var refusedBody = false
    /// The host whose answer (the response headers) is still awaited, and since when.
    private(set) var awaiting: (host: String, since: ContinuousClock.Instant)? = nil
    /// The answer's Content-Type, once its headers are in.
    var contentType: String? { headers["content-type"] }
    /// Body bytes taken in this hop, after decompression.
    private(set) var received = 0

    /// libcurl's one-time setup; thread-safe since libcurl 7.84, and run once here anyway.
    private static let globalSetup: CURLcode = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

    /// `shown`: the URL to be fetched as messages show it, should libcurl fail to start.
    init(options: FeedLoadOptions, cancellation: Cancellation, for shown: String) throws(FeedLoadError) {
        guard Self.globalSetup == CURLE_OK, let easy = curl_easy_init() else {
            throw .transport(url: shown, message: "libcurl could not be initialised")
        }
        guard let multi = curl_multi_init() else {
            curl_easy_cleanup(easy)
            throw .transport(url: shown, message: "libcurl could not be initialised")
        }
        self.options = options
        self.cancellation = cancellation
        self.easy = easy
        self.multi = multi
        errorText = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Signals would interrupt other threads' waits; libcurl's resolver runs on its own thread.
        _ = ccurl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        _ = ccurl_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        // Every encoding libcurl can decode; the write callback sees decompressed bytes, so the cap counts those.
        _ = ccurl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        _ = ccurl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        _ = ccurl_use_basic_auth(easy)
        _ = ccurl_setopt_string(easy, CURLOPT_USERAGENT, options.userAgent)
        // A backstop only: the loop below enforces the connect timeout, response headers included.
        _ = ccurl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(options.connectTimeout * 1000))
        _ = ccurl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
        _ = ccurl_setopt_callback(easy, CURLOPT_WRITEFUNCTION, Self.onBody)
        _ = ccurl_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        _ = ccurl_setopt_callback(easy, CURLOPT_HEADERFUNCTION, Self.onHeader)
        _ = ccurl_setopt_pointer(easy, CURLOPT_HEADERDATA, me)
    }

    deinit {
        curl_multi_cleanup(multi)
        curl_easy_cleanup(easy)
        errorText.deallocate()
    }

    /// GETs `url` (which carries no user information: `credentials` are sent apart), handing each
    /// body chunk of a 2xx answer to `deliver` as it is decompressed. Returns when the answer is
    /// complete; the body of any other status is not read. Throws on a transport failure, a
    /// deadline, cancellation, the size cap, or an error thrown by `deliver` (which ends the
    /// download). `shown` is this URL and `original` the one first requested, as messages show them.
    func get(_ url: URL, credentials: Credentials?, requestHeaders: [String], shown: String, original: String,
             deadline: ContinuousClock.Instant,
             deliver: (UnsafeRawBufferPointer) throws(FeedLoadError) -> Void) throws(FeedLoadError) -> Answer {
        hopText = shown
        headers = [:]
        status = 0
        failure = nil
        refusedBody = false
        received = 0
        errorText[0] = 0
        awaiting = (HTTPClient.hostAndPort(url), .now)

        _ = ccurl_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        _ = ccurl_setopt_string(easy, CURLOPT_USERNAME, credentials?.user)
        _ = ccurl_setopt_string(easy, CURLOPT_PASSWORD, credentials?.password)
        var list: UnsafeMutablePointer<curl_slist>? = nil
        for header in requestHeaders { list = curl_slist_append(list, header) }
        defer { curl_slist_free_all(list) }
        _ = ccurl_setopt_pointer(easy, CURLOPT_HTTPHEADER, list.map { UnsafeMutableRawPointer($0) })

        return try withoutActuallyEscaping(deliver) { (escapable) throws(FeedLoadError) -> Answer in
            self.deliver = escapable
            defer { self.deliver = nil }
            let result = try run(original: original, deadline: deadline)
            if let failure { throw failure }
            if result == CURLE_OK || (result == CURLE_WRITE_ERROR && refusedBody) {
                return Answer(status: status, headers: headers)
            }
            throw describe(result, url: url, original: original)
        }
    }

    /// Drives the transfer to its end; returns libcurl's result for it.
    private func run(original: String, deadline: ContinuousClock.Instant) throws(FeedLoadError) -> CURLcode {
        guard curl_multi_add_handle(multi, easy) == CURLM_OK else {
            throw .transport(url: hopText, message: "libcurl could not start the transfer")
        }
        defer { _ = curl_multi_remove_handle(multi, easy) }
        while true {
            var running: Int32 = 0
            let code = curl_multi_perform(multi, &running)
            guard code == CURLM_OK else {
                throw .transport(url: hopText, message: String(cString: curl_multi_strerror(code)))
            }
            // Checked on every step, not only when idle: a server trickling bytes must not outlast them.
            if cancellation.isCancelled { throw .cancelled(url: original) }
            if failure != nil || running == 0 { break }
            let now = ContinuousClock.now
            if let awaiting, now - awaiting.since >= .seconds(options.connectTimeout) {
                throw timeoutAwaitingAnswer(from: awaiting.host)
            }
            if now >= deadline { throw .timedOut(url: original, seconds: options.totalTimeout) }
            // At most 0.1 s between looks at the cancellation and the clock.
            let wait = min(Duration.milliseconds(100), deadline - now)
            let milliseconds = Int32(clamping: max(1, wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000))
            _ = curl_multi_poll(multi, nil, 0, milliseconds, nil)
        }
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE { return ccurl_message_result(message) }
        }
        return CURLE_OK
    }

    /// The connect timeout ran out before the answer's headers: while connecting, or (libcurl
    /// timed the connection, which each hop's transfer starts at zero) after the host accepted
    /// the connection and then sent nothing, as curl tells the two apart.
    private func timeoutAwaitingAnswer(from host: String) -> FeedLoadError {
        let connected = ccurl_info_off_t(easy, CURLINFO_CONNECT_TIME_T) > 0 || ccurl_info_off_t(easy, CURLINFO_PRETRANSFER_TIME_T) > 0
        return connected ? .responseTimedOut(host: host, seconds: options.connectTimeout)
            : .connectTimedOut(host: host, seconds: options.connectTimeout)
    }

    /// libcurl's failure in words, naming the host or URL of this hop.
    private func describe(_ result: CURLcode, url: URL, original: String) -> FeedLoadError {
        let detail = Self.oneLine(errorText[0] != 0 ? String(cString: errorText) : String(cString: curl_easy_strerror(result)))
        switch result {
        case CURLE_COULDNT_RESOLVE_HOST:
            // The host as the user wrote it, not its `xn--` form.
            return .dns(host: url.host.map(Punycode.unicodeHost) ?? hopText)
        case CURLE_COULDNT_CONNECT:
            let number = Int32(ccurl_info_long(easy, CURLINFO_OS_ERRNO))
            if number == 0 || number == ECONNREFUSED { return .connectionRefused(host: HTTPClient.hostAndPort(url)) }
            return .transport(url: hopText, message: "cannot connect to \(HTTPClient.hostAndPort(url)): \(String(cString: strerror(number)))")
        case CURLE_OPERATION_TIMEDOUT:
            if let awaiting { return timeoutAwaitingAnswer(from: awaiting.host) }
            return .timedOut(url: original, seconds: options.totalTimeout)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return .transport(url: hopText, message: "TLS failed: " + (TLSFailureText.words(for: detail) ?? detail))
        case CURLE_GOT_NOTHING:
            return .transport(url: hopText, message: "the server closed the connection without answering")
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            return .transport(url: hopText, message: "the network connection was lost (\(detail))")
        case CURLE_BAD_CONTENT_ENCODING:
            return .transport(url: hopText, message: "the compressed body is damaged (\(detail))")
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .transport(url: hopText, message: "the server's answer is not HTTP (\(detail))")
        default:
            return .transport(url: hopText, message: detail)
        }
    }

    /// libcurl's messages quote what the server sent: keep them to one printable line.
    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
            .trimmingCharacters(in: .whitespaces)
    }

    /// A body chunk: to `deliver` for a 2xx answer within the cap; anything else stops the transfer.
    private func take(body: UnsafeRawBufferPointer) -> Bool {
        if cancellation.isCancelled { return false }
        // Error pages and redirect bodies are not feeds: stop instead of reading them.
        guard (200..<300).contains(status) else { refusedBody = true; return false }
        received += body.count
        if received > options.maxBytes {
            failure = .tooLarge(url: hopText, limit: options.maxBytes)
            return false
        }
        do throws(FeedLoadError) { try deliver?(body) } catch {
            failure = error
            return false
        }
        return true
    }

    /// One header line (status lines and the blank line that ends a block included).
    private func take(headerLine: UnsafeRawBufferPointer) -> Bool {
        let line = String(decoding: headerLine, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = [:]  // a new answer (after an interim 1xx)
        } else if line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let code = ccurl_info_long(easy, CURLINFO_RESPONSE_CODE)
            // 100 Continue and the like: the answer is still to come. A second blank line after
            // the answer's ends a chunked body's trailers, which change nothing.
            guard code >= 200, status == 0 else { return true }
            status = code
            awaiting = nil
            // A declared length over the cap is refused before any byte (a compressed one may inflate to anything: counted as it does).
            if (200..<300).contains(code), headers["content-encoding"] == nil,
               let length = headers["content-length"].flatMap(Int.init), length > options.maxBytes {
                failure = .tooLarge(url: hopText, limit: options.maxBytes)
                return false
            }
        } else if status == 0, let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            if Self.keptHeaders.contains(name) {
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return true
    }

    private static let onBody: ccurl_data_callback = { bytes, size, count, user in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user!).takeUnretainedValue()
        return transfer.take(body: UnsafeRawBufferPointer(start: bytes, count: size * count)) ? size * count : 0
    }

    private static let onHeader: ccurl_data_callback = { bytes, size, count, user in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(user!).takeUnretainedValue()
        return transfer.take(headerLine: UnsafeRawBufferPointer(start: bytes, count: size * count)) ? size * count : 0
    }
}
