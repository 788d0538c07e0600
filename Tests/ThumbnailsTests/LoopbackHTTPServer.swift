import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (an ephemeral port) for loader tests: one thread per
/// connection, routes from a table, always `Connection: close`. Bound to loopback only; `stop()`
/// closes it. Responses can be delayed, cut short or streamed long, to test timeouts and limits.
final class LoopbackHTTPServer: @unchecked Sendable {
    enum Route: Sendable {
        /// Status and body, sent after `delay` seconds.
        case respond(status: Int, body: [UInt8], delay: TimeInterval = 0)
        /// Announces `announced` bytes but sends only `body`, then closes.
        case truncated(body: [UInt8], announced: Int)
        /// Streams zeros up to `bytes` (stops early when the client goes away).
        case endless(bytes: Int)
        /// Announces `bytes` but sends only 1 KB every `interval` seconds (stops when the client goes away).
        case trickle(bytes: Int, interval: TimeInterval)
    }

    let port: UInt16
    private let socket: Int32
    private let routes: [String: Route]
    private let lock = NSLock()
    private var stopped = false
    private var requests: [String] = []
    private var ended: [String] = []

    init(routes: [String: Route]) throws {
        self.routes = routes
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Base URL, e.g. http://127.0.0.1:40123
    var base: String { "http://127.0.0.1:\(port)" }

    /// Paths requested so far.
    var requestedPaths: [String] { lock.withLock { requests } }

    /// Paths whose response is over: sent in full, or the client went away.
    var endedPaths: [String] { lock.withLock { ended } }

    func stop() {
        lock.withLock { stopped = true }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let client = accept(socket, nil, nil)
            if client < 0 { if isStopped { return } else { continue } }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: [13, 10, 13, 10]) && request.count < 65536 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        lock.withLock { requests.append(path) }
        defer { lock.withLock { ended.append(path) } }
        switch routes[path] ?? .respond(status: 404, body: Array("not found".utf8)) {
        case .respond(let status, let body, let delay):
            if delay > 0 { sleepUnlessStopped(delay) }
            send(client, header(status: status, length: body.count) + body)
        case .truncated(let body, let announced):
            send(client, header(status: 200, length: announced) + body)
        case .endless(let bytes):
            guard send(client, header(status: 200, length: bytes)) else { return }
            let chunk = [UInt8](repeating: 0, count: 16384)
            var sent = 0
            while sent < bytes && !isStopped {
                guard send(client, Array(chunk.prefix(bytes - sent))) else { return }
                sent += min(chunk.count, bytes - sent)
            }
        case .trickle(let bytes, let interval):
            guard send(client, header(status: 200, length: bytes)) else { return }
            let chunk = [UInt8](repeating: 0, count: 1024)
            for _ in 0..<(bytes / chunk.count) where !isStopped {
                guard send(client, chunk) else { return }
                sleepUnlessStopped(interval)
            }
        }
    }

    private func sleepUnlessStopped(_ seconds: TimeInterval) {
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end && !isStopped { Thread.sleep(forTimeInterval: 0.01) }
    }

    private func header(status: Int, length: Int) -> [UInt8] {
        Array("HTTP/1.1 \(status) \(status == 200 ? "OK" : "Error")\r\nContent-Length: \(length)\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n".utf8)
    }

    @discardableResult
    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }
}

extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
