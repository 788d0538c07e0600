import FeedFetch
import Foundation

/// An HTTP server on 127.0.0.1 (a python3 script) serving the feeds of a directory as
/// /NAME: each file as it is on disk now (tests change them between refreshes), with an ETag of
/// its bytes and 304 on If-None-Match; a file NAME.status makes /NAME answer with that status.
/// Every answer waits `delay` seconds, so concurrent requests overlap; /stats tells the most
/// requests that were in flight at once (/reset starts the counts over).
final class FeedServer {
    let port: Int
    let directory: URL
    private let process: Process

    static let script = #"""
import hashlib, http.server, os, signal, socketserver, sys, threading, time
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
ROOT, DELAY = sys.argv[1], float(sys.argv[2])
lock = threading.Lock(); state = {"now": 0, "max": 0, "requests": 0}
class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args): pass
    def send(self, status, body, headers=()):
        self.send_response(status)
        for k, v in headers: self.send_header(k, v)
        self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def do_GET(self):
        if self.path == "/stats":
            with lock: body = ("%d %d" % (state["max"], state["requests"])).encode()
            return self.send(200, body)
        if self.path == "/reset":
            with lock: state["max"] = 0; state["requests"] = 0
            return self.send(200, b"")
        with lock:
            state["now"] += 1; state["requests"] += 1; state["max"] = max(state["max"], state["now"])
        time.sleep(DELAY)
        # Out of flight before the answer is written: a client holding the whole answer may send its
        # next request before this thread runs again, which counted three at once for two clients.
        with lock: state["now"] -= 1
        path = os.path.join(ROOT, os.path.basename(self.path))
        if os.path.exists(path + ".status"):
            return self.send(int(open(path + ".status").read()), b"<html>error</html>", [("Content-Type", "text/html")])
        if not os.path.exists(path): return self.send(404, b"not found")
        body = open(path, "rb").read()
        etag = '"%s"' % hashlib.sha1(body).hexdigest()
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304); self.send_header("ETag", etag); self.send_header("Content-Length", "0"); self.end_headers(); return
        self.send(200, body, [("Content-Type", "application/rss+xml"), ("ETag", etag)])
class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
"""#

    init(directory: URL, delay: Double = 0) throws {
        self.directory = directory
        let scriptURL = directory.appendingPathComponent("server.py")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, directory.path, String(delay)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the test server did not start: \(line)"])
        }
        self.port = port
    }

    deinit { stop() }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

    /// The most requests in flight at once, and all requests served so far.
    func stats() throws -> (maxInFlight: Int, requests: Int) {
        let text = String(decoding: try FeedLoader.data(at: URL(string: url("stats"))!), as: UTF8.self)
        let numbers = text.split(separator: " ").compactMap { Int($0) }
        return (numbers[0], numbers[1])
    }

    /// Starts the counts of `stats` over.
    func resetStats() throws {
        _ = try FeedLoader.data(at: URL(string: url("reset"))!)
    }

    /// Writes an HTML page `name` whose feed link is `feedURL`.
    func writePage(_ name: String, linkingTo feedURL: String) throws {
        try "<!DOCTYPE html><html><head><title>Blog</title><link rel=\"alternate\" type=\"application/rss+xml\" href=\"\(feedURL)\"></head><body>Hi</body></html>"
            .write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Writes feed `name` with items numbered `0..<count` (newest first, dated an hour apart).
    func writeFeed(_ name: String, items count: Int, title: String? = nil) throws {
        let items = (0..<count).reversed().map { n in
            "<item><guid>\(name)-\(n)</guid><title>Item \(n) of \(name)</title><pubDate>"
                + "Tue, 05 Nov 2024 \(String(format: "%02d", n % 24)):00:00 GMT</pubDate><description>Text \(n)</description></item>"
        }.joined()
        let document = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>\(title ?? name)</title>\(items)</channel></rss>"
        try document.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Makes /`name` answer with `status` (nil: serve the file again).
    func setStatus(_ status: Int?, for name: String) throws {
        let file = directory.appendingPathComponent(name + ".status")
        if let status { try String(status).write(to: file, atomically: true, encoding: .utf8) } else { try? FileManager.default.removeItem(at: file) }
    }
}
