import Feeds

/// Why a feed could not be loaded; `description` is one line for the status bar or stderr.
public enum FeedLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The location itself is unusable.
    case invalidSource(String, String)
    /// A local file problem (missing, a directory, unreadable).
    case file(path: String, reason: String)
    /// The host name did not resolve.
    case dns(host: String)
    /// Nobody accepted the connection.
    case connectionRefused(host: String)
    /// No answer (or no more data) within the time allowed.
    case timedOut(url: String, seconds: Double)
    /// The server answered with an error status.
    case httpStatus(code: Int, url: String)
    /// More than `FeedLoadOptions.maxRedirects` redirects.
    case tooManyRedirects(url: String, limit: Int)
    /// The body exceeds `FeedLoadOptions.maxBytes`.
    case tooLarge(url: String, limit: Int)
    /// TLS or another transport failure, with the system's message.
    case transport(url: String, message: String)
    /// The bytes arrived but are not a (well-formed) feed.
    case parse(FeedParseError)

    public var description: String {
        switch self {
        case .invalidSource(let text, let reason): return "cannot open '\(text)': \(reason)"
        case .file(let path, let reason): return "cannot read \(path): \(reason)"
        case .dns(let host): return "cannot find host '\(host)' (DNS lookup failed)"
        case .connectionRefused(let host): return "cannot connect to \(host): connection refused"
        case .timedOut(let url, let seconds): return "timed out after \(Self.format(seconds)) s loading \(url)"
        case .httpStatus(let code, let url): return "HTTP \(code) \(Self.reason(code)) from \(url)"
        case .tooManyRedirects(let url, let limit): return "too many redirects (more than \(limit)) loading \(url)"
        case .tooLarge(let url, let limit): return "\(url) is larger than the \(limit / (1 << 20)) MB limit"
        case .transport(let url, let message): return "cannot load \(url): \(message)"
        case .parse(let error): return error.description
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    private static func reason(_ code: Int) -> String {
        switch code {
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
        default: return code >= 500 ? "Server Error" : "Client Error"
        }
    }
}
