import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serves the files of one directory over HTTP on 127.0.0.1 (an ephemeral port), each answer
/// held back `delay` seconds, so a test can see the screen before and after pictures arrive.
/// Loopback only; one thread per connection; `stop()` closes it.
final class DelayedImageServer: @unchecked Sendable {
    let port: UInt16
    private let socket: Int32
    private let directory: URL
    private let delay: TimeInterval
    private let lock = NSLock()
    private var stopped = false

    init(directory: URL, delay: TimeInterval) throws {
        self.directory = directory
        self.delay = delay
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
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
        Thread { [self] in acceptLoop() }.start()
    }

    var base: String { "http://127.0.0.1:\(port)" }

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
            Thread { [self] in serve(client) }.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65536 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return }
            request += buffer[0..<count]
            if request.count >= 4, Array(request.suffix(4)) == [13, 10, 13, 10] { break }
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let name = line.count > 1 ? String(line[1].split(separator: "/").last ?? "") : ""
        let end = Date(timeIntervalSinceNow: delay)
        while Date() < end && !isStopped { Thread.sleep(forTimeInterval: 0.01) }
        let body = (try? Data(contentsOf: directory.appendingPathComponent(name))).map { [UInt8]($0) }
        let status = body == nil ? "404 Not Found" : "200 OK"
        let payload = body ?? []
        let response = Array("HTTP/1.1 \(status)\r\nContent-Length: \(payload.count)\r\nContent-Type: image/png\r\nConnection: close\r\n\r\n".utf8) + payload
        var offset = 0
        while offset < response.count {
            let sent = response[offset...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }
}
