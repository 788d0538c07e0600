import Feeds

/// Why a feed could not be loaded; `description` is one line for the status bar or stderr, saying
/// what went wrong and where (path, URL or host).
public enum FeedLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The location itself is unusable.
    case invalidSource(String, String)
    /// A local file problem (missing, a directory, unreadable).
    case file(path: String, reason: String)
    /// The host name did not resolve.
    case dns(host: String)
    /// Nobody accepted the connection.
    case connectionRefused(host: String)
    /// The connection to the host was not made within `FeedLoadOptions.connectTimeout`.
    case connectTimedOut(host: String, seconds: Double)
    /// The host accepted the connection but sent no response headers within `FeedLoadOptions.connectTimeout`.
    case responseTimedOut(host: String, seconds: Double)
    /// The whole download took longer than `FeedLoadOptions.totalTimeout`.
    case timedOut(url: String, seconds: Double)
    /// The server answered with an error status.
    case httpStatus(code: Int, url: String)
    /// HTTP 401: the feed needs a login, and the URL gave none (`credentialsRejected` false) or the
    /// server refused the one it gave.
    case loginRequired(url: String, credentialsRejected: Bool)
    /// HTTP 304 (not modified) to a request that was not conditional: the server sent no feed.
    case notModifiedUnasked(url: String)
    /// A redirect status (3xx) without a Location header to follow.
    case redirectWithoutLocation(code: Int, url: String)
    /// More than `FeedLoadOptions.maxRedirects` redirects.
    case tooManyRedirects(url: String, limit: Int)
    /// The body exceeds `FeedLoadOptions.maxBytes`.
    case tooLarge(url: String, limit: Int)
    /// TLS or another transport failure, with the system's message.
    case transport(url: String, message: String)
    /// The caller cancelled the transfer (only `FeedLoader.data(at:)` reports this; a cancelled load just ends).
    case cancelled(url: String)
    /// The bytes from `source` (a path or URL) arrived but are not a (well-formed) feed.
    case parse(FeedParseError, source: String)

    public var description: String {
        switch self {
        case .invalidSource(let text, let reason): return "cannot open '\(text)': \(reason)"
        case .file(let path, let reason): return "cannot read \(path): \(reason)"
        case .dns(let host): return "cannot find host '\(host)' (DNS lookup failed)"
        case .connectionRefused(let host): return "cannot connect to \(host): connection refused"
        case .connectTimedOut(let host, let seconds):
            return "cannot connect to \(host): no connection within \(Self.format(seconds)) s (connect timeout)"
        case .responseTimedOut(let host, let seconds):
            return "no answer from \(host) within \(Self.format(seconds)) s: it accepted the connection but sent no response (response timeout)"
        case .timedOut(let url, let seconds): return "timed out after \(Self.format(seconds)) s loading \(url)"
        case .httpStatus(let code, let url): return "HTTP \(code) \(Self.reason(code)) from \(url)"
        case .loginRequired(let url, false):
            return "HTTP 401 Unauthorized from \(url): the feed needs a login; give it in the URL (https://user:password@host/...)"
        case .loginRequired(let url, true):
            return "HTTP 401 Unauthorized from \(url): the server refused the user name and password given in the URL"
        case .notModifiedUnasked(let url):
            return "HTTP 304 Not Modified from \(url) to a request that was not conditional: the server sent no feed"
        case .redirectWithoutLocation(let code, let url):
            return "HTTP \(code) \(Self.reason(code)) from \(url) is a redirect without a Location header: the server did not say where the feed is"
        case .tooManyRedirects(let url, let limit): return "too many redirects (more than \(limit)) loading \(url)"
        case .tooLarge(let url, let limit): return "\(url) is larger than the \(Self.size(limit)) limit"
        case .transport(let url, let message): return "cannot load \(url): \(message)"
        case .cancelled(let url): return "cancelled loading \(url)"
        case .parse(let error, let source): return "\(source): \(error.description)"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// "50 MB", "64 KB" or "1.0 MB", counted as `NumberText.byteCount` counts every size.
    private static func size(_ bytes: Int) -> String { NumberText.byteCount(bytes) }

    private static func reason(_ code: Int) -> String {
        switch code {
        case 300: return "Multiple Choices"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 304: return "Not Modified"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 410: return "Gone"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return code >= 500 ? "Server Error" : code >= 400 ? "Client Error" : "Redirection"
        }
    }
}
