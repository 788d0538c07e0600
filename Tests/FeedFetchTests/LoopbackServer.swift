import Foundation

/// A small HTTP server on 127.0.0.1 (a python3 script written here), started per test and stopped
/// with it. Routes: /feed.xml (ETag "v1", 304 on If-None-Match), /redirect/N, /gzip.xml,
/// /deflate.xml, /slow (headers, then silence), /big and /big-chunked (2 MB), /status/N, /ua,
/// /page.html, /trickle (a feed sent in pieces with pauses), /stall (the first items, then silence),
/// /silent (no response at all), /goto/PORT (a redirect to 127.0.0.1:PORT), /drip (100 spaces every 50 ms for a minute, inside a channel),
/// /login (401 with `WWW-Authenticate: Basic` unless the login is reader / pa:ss word), /echo-login (a feed titled with the
/// Authorization header, or "none"), /login-redirect (to /echo-login), /goto-localhost/PORT (to localhost:PORT/echo-login),
/// /not-modified (304 whatever the request), /no-location (302 without Location), /bomb and /zero-bomb (gzip streams of
/// 4 GB: spaces inside a channel, or NUL bytes), /endless (2 GB of spaces inside a channel, no length, made as sent).
final class LoopbackServer {
    let port: Int
    private let process: Process

    static let script = #"""
import base64, gzip, http.server, signal, socketserver, sys, time, zlib
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
FEED = open(sys.argv[1], "rb").read()
LOGIN = "Basic " + base64.b64encode(b"reader:pa:ss word").decode()
def gzip_bomb(prefix, filler):
    # After a full flush the compressor starts afresh, so every 1 MB block compresses to the same
    # ~1 KB: the 4 GB stream is made as it is sent, never held (the trailer is never reached).
    c = zlib.compressobj(9, zlib.DEFLATED, 31)
    head = c.compress(prefix) + c.flush(zlib.Z_FULL_FLUSH)
    block = c.compress(filler * (1 << 20)) + c.flush(zlib.Z_FULL_FLUSH)
    return head, block
BOMBS = {"/bomb": gzip_bomb(b"<rss><channel>", b" "), "/zero-bomb": gzip_bomb(b"", b"\0")}
class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args): pass
    def send(self, status, body, headers=()):
        self.send_response(status)
        for k, v in headers: self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def do_GET(self):
        p = self.path
        if p == "/feed.xml":
            if self.headers.get("If-None-Match") == '"v1"':
                self.send_response(304); self.send_header("ETag", '"v1"'); self.send_header("Content-Length", "0"); self.end_headers(); return
            self.send(200, FEED, [("Content-Type", "application/rss+xml"), ("ETag", '"v1"'), ("Last-Modified", "Mon, 28 Oct 2024 17:00:00 GMT")])
        elif p.startswith("/redirect/"):
            n = int(p.rsplit("/", 1)[1])
            self.send(302, b"", [("Location", "/feed.xml" if n <= 0 else "/redirect/%d" % (n - 1))])
        elif p.startswith("/goto/"):
            self.send(302, b"", [("Location", "http://127.0.0.1:%s/feed.xml" % p.rsplit("/", 1)[1])])
        elif p == "/gzip.xml":
            self.send(200, gzip.compress(FEED), [("Content-Encoding", "gzip"), ("Content-Type", "application/rss+xml")])
        elif p == "/deflate.xml":
            self.send(200, zlib.compress(FEED), [("Content-Encoding", "deflate"), ("Content-Type", "application/rss+xml")])
        elif p == "/slow":
            self.send_response(200); self.send_header("Content-Length", "100000"); self.end_headers()
            self.wfile.write(b"<rss><channel>"); self.wfile.flush(); time.sleep(8)
        elif p == "/big":
            self.send(200, b"<rss><channel>" + b" " * 2000000 + b"</channel></rss>")
        elif p == "/big-chunked":
            self.send_response(200); self.send_header("Connection", "close"); self.end_headers()
            try:
                for _ in range(40): self.wfile.write(b" " * 50000); self.wfile.flush()
            except Exception: pass
            self.close_connection = True
        elif p.startswith("/status/"):
            self.send(int(p.rsplit("/", 1)[1]), b"<html><body>error page</body></html>", [("Content-Type", "text/html")])
        elif p == "/ua":
            ua = self.headers.get("User-Agent", "").replace("&", "&amp;").replace("<", "&lt;")
            self.send(200, ("<rss><channel><title>%s</title></channel></rss>" % ua).encode())
        elif p == "/latin2":
            self.send(200, b"<rss version='2.0'><channel><title>Praha \xb9</title></channel></rss>", [("Content-Type", "text/xml; charset=ISO-8859-2")])
        elif p == "/linked.html":
            self.send(200, b"<!DOCTYPE html><html><head><link rel='alternate' type='application/rss+xml' href='/latin2'></head></html>", [("Content-Type", "text/html")])
        elif p == "/page.html":
            self.send(200, b"<!DOCTYPE html><html><body>hi</body></html>", [("Content-Type", "text/html")])
        elif p == "/trickle":
            self.send_response(200); self.send_header("Content-Length", str(len(FEED))); self.end_headers()
            half = FEED.index(b"<item>", FEED.index(b"<item>", FEED.index(b"<item>") + 1) + 1)
            self.wfile.write(FEED[:half]); self.wfile.flush(); time.sleep(3.0); self.wfile.write(FEED[half:])
        elif p == "/stall":
            self.send_response(200); self.send_header("Content-Length", str(len(FEED))); self.end_headers()
            half = FEED.index(b"<item>", FEED.index(b"<item>", FEED.index(b"<item>") + 1) + 1)
            self.wfile.write(FEED[:half]); self.wfile.flush(); time.sleep(8)
        elif p == "/silent":
            time.sleep(8)
        elif p == "/drip":
            self.send_response(200); self.send_header("Content-Length", "10000000"); self.end_headers()
            try:
                self.wfile.write(b"<rss><channel>")
                for _ in range(1200): self.wfile.write(b" " * 100); self.wfile.flush(); time.sleep(0.05)
            except Exception: pass
            self.close_connection = True
        elif p == "/login":
            if self.headers.get("Authorization") == LOGIN: self.send(200, FEED, [("Content-Type", "application/rss+xml")])
            else: self.send(401, b"login required", [("WWW-Authenticate", 'Basic realm="feeds"')])
        elif p == "/echo-login":
            title = (self.headers.get("Authorization") or "none").replace("&", "&amp;").replace("<", "&lt;")
            self.send(200, ("<rss><channel><title>%s</title></channel></rss>" % title).encode())
        elif p == "/login-redirect":
            self.send(302, b"", [("Location", "/echo-login")])
        elif p.startswith("/goto-localhost/"):
            self.send(302, b"", [("Location", "http://localhost:%s/echo-login" % p.rsplit("/", 1)[1])])
        elif p == "/not-modified":
            self.send_response(304); self.end_headers()
        elif p == "/no-location":
            self.send(302, b"")
        elif p in BOMBS:
            head, block = BOMBS[p]
            self.send_response(200); self.send_header("Content-Encoding", "gzip"); self.send_header("Connection", "close"); self.end_headers()
            try:
                self.wfile.write(head)
                for _ in range(4096): self.wfile.write(block)
            except Exception: pass
            self.close_connection = True
        elif p == "/endless":
            self.send_response(200); self.send_header("Connection", "close"); self.end_headers()
            try:
                self.wfile.write(b"<rss><channel>")
                spaces = b" " * (1 << 20)
                for _ in range(2048): self.wfile.write(spaces)
            except Exception: pass
            self.close_connection = True
        else:
            self.send(404, b"not found")
class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
"""#

    /// Starts the server serving `feedPath`; waits (at most 10 s) for it to report its port.
    init(feedPath: String) throws {
        let scriptURL = FileManager.default.temporaryDirectory.appendingPathComponent("feedfetch-test-server-\(UUID().uuidString).py")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, feedPath]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        try? FileManager.default.removeItem(at: scriptURL)
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadUnknown)
        }
        self.port = port
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// SIGKILL: the test process may block SIGTERM, and a child inherits that mask.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { if process.isRunning { stop() } }
}
