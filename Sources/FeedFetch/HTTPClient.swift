import Foundation

/// One HTTP GET with FeedBrowser's rules: timeouts, redirect limit, size cap on decompressed bytes,
/// decompression, User-Agent, conditional requests, Basic authentication from the URL.
///
/// Bytes are handed to the caller's thread as they arrive, so parsing overlaps the download, and
/// the download waits for the parser (see `CurlTransfer`).
struct HTTPClient {
    let options: FeedLoadOptions
    let cancellation: Cancellation

    struct Response {
        /// Where the answer came from, after redirects, without user information.
        var finalURL: URL
        var validators: HTTPValidators
        var byteCount: Int
        var notModified: Bool
    }

    /// Performs the request; `body` receives (final URL, Content-Type, chunk) on the calling thread, and an error
    /// it throws ends the download. `cancellation` is checked before every chunk and at least every
    /// 0.1 s while waiting.
    func get(_ url: URL, _ body: (URL, String?, UnsafeRawBufferPointer) throws(FeedLoadError) -> Void) throws(FeedLoadError) -> Response {
        let shown = URLDisplay.text(of: url)
        if let problem = Self.problem(with: url) { throw .invalidSource(shown, problem) }
        let deadline = ContinuousClock.now + .seconds(options.totalTimeout)
        let transfer = try CurlTransfer(options: options, cancellation: cancellation, for: shown)
        var requestHeaders = ["Accept: application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8"]
        if let conditional = options.conditional {
            if let etag = conditional.etag { requestHeaders.append("If-None-Match: \(etag)") }
            if let lastModified = conditional.lastModified { requestHeaders.append("If-Modified-Since: \(lastModified)") }
        }
        var hop = url
        var redirects = 0
        while true {
            let credentials = Self.credentials(for: hop, original: url)
            let plain = Self.withoutUserInformation(hop)
            let hopText = URLDisplay.text(of: hop)
            let answer = try transfer.get(plain, credentials: credentials, requestHeaders: requestHeaders, shown: hopText,
                                          original: shown, deadline: deadline) { chunk throws(FeedLoadError) in try body(plain, transfer.contentType, chunk) }
            let validators = HTTPValidators(etag: answer.headers["etag"], lastModified: answer.headers["last-modified"])
            switch answer.status {
            case 200..<300:
                return Response(finalURL: plain, validators: validators, byteCount: transfer.received, notModified: false)
            case 304:
                guard options.conditional != nil else { throw .notModifiedUnasked(url: hopText) }
                return Response(finalURL: plain, validators: validators, byteCount: 0, notModified: true)
            case 301, 302, 303, 307, 308:
                guard let location = answer.headers["location"], !location.isEmpty else {
                    throw .redirectWithoutLocation(code: answer.status, url: hopText)
                }
                redirects += 1
                if redirects > options.maxRedirects { throw .tooManyRedirects(url: shown, limit: options.maxRedirects) }
                guard let next = URL(string: location, relativeTo: hop)?.absoluteURL else {
                    throw .transport(url: hopText, message: "redirected to an invalid location \(Self.quoted(location))")
                }
                if let problem = Self.problem(with: next) {
                    throw .transport(url: hopText, message: "redirected to \(Self.quoted(location)), which is unusable: \(problem)")
                }
                hop = next
            case 401:
                throw .loginRequired(url: hopText, credentialsRejected: credentials != nil)
            case 100..<200, 0:
                throw .transport(url: hopText, message: "the server sent no final HTTP status")
            default:
                throw .httpStatus(code: answer.status, url: hopText)
            }
        }
    }

    /// The charset parameter of a Content-Type ("text/xml; charset=EUC-JP" -> "EUC-JP"), if any.
    static func charset(inContentType contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Why `url` cannot be fetched over HTTP, in words; nil when it can.
    static func problem(with url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "only http and https URLs can be fetched"
        }
        guard let host = url.host, !host.isEmpty else { return "the URL names no host" }
        if let port = url.port, !(1...65535).contains(port) { return "port \(port) is out of range (1 to 65535)" }
        return nil
    }

    /// The login sent to `hop`: its own user information, or the original URL's while the
    /// redirects stay on the original's scheme, host and port (a login is never handed to another site).
    static func credentials(for hop: URL, original: URL) -> CurlTransfer.Credentials? {
        if let own = credentials(in: hop) { return own }
        guard let given = credentials(in: original), origin(of: hop) == origin(of: original) else { return nil }
        return given
    }

    private static func credentials(in url: URL) -> CurlTransfer.Credentials? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let user = components.percentEncodedUser, !user.isEmpty else { return nil }
        return CurlTransfer.Credentials(user: user.removingPercentEncoding ?? user,
                                        password: components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 } ?? "")
    }

    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }

    /// `url` without "user:password@": the login travels in a header, and the final URL (the base
    /// of the feed's relative links, shown on screen) must not carry it.
    static func withoutUserInformation(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.percentEncodedUser != nil || components.percentEncodedPassword != nil else { return url }
        components.percentEncodedUser = nil
        components.percentEncodedPassword = nil
        return components.url ?? url
    }

    /// A header value from the server, quoted for a one-line message: no control characters, no password.
    static func quoted(_ text: String) -> String {
        let printable = String(String.UnicodeScalarView(text.prefix(200).unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
        return "'\(URLDisplay.redactingPassword(in: printable))'"
    }

    /// "host" or "host:port" when the URL names a port ("[::1]:8080" for IPv6): what the user
    /// needs to see in a message.
    static func hostAndPort(_ url: URL) -> String {
        guard let host = url.host else { return URLDisplay.text(of: url) }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return shown + (url.port.map { ":\($0)" } ?? "")
    }
}
