#!/usr/bin/env python3
"""Serves a directory of feeds on 127.0.0.1 for the Library benchmark, with ETags and 304s.

Usage: scripts/bench/library_server.py DIR [--lifetime SECONDS]

Prints the port it listens on (one line), then serves GET /NAME from DIR (files only, no
listing, no subdirectories) with an ETag per file and a fixed Last-Modified; a request whose
If-None-Match names the ETag (or, without If-None-Match, whose If-Modified-Since is that date) gets
304 Not Modified without a body. GET /stats answers {"requests", "ok", "not_modified", "missing"} so
far, as JSON. Bounded: it stops itself when its standard input closes (the benchmark ends or dies)
or after --lifetime seconds (default 900), whichever comes first; it binds the loopback only.
"""
import argparse
import hashlib
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LAST_MODIFIED = "Tue, 01 Sep 2026 00:00:00 GMT"


class Counters:
    def __init__(self):
        self.lock = threading.Lock()
        self.values = {"requests": 0, "ok": 0, "not_modified": 0, "missing": 0}

    def add(self, key):
        with self.lock:
            self.values["requests"] += 1
            self.values[key] += 1

    def snapshot(self):
        with self.lock:
            return dict(self.values)


def make_handler(directory, counters):
    # Bodies and ETags are read once: the files do not change while the benchmark runs, and a
    # server that reads from disk per request would time the server rather than the clients.
    files = {}
    for name in os.listdir(directory):
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            with open(path, "rb") as file:
                body = file.read()
            files["/" + name] = (body, '"%s"' % hashlib.sha1(body).hexdigest()[:16])

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format, *args):
            pass

        def send_body(self, status, body, content_type, etag=None):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            if etag:
                self.send_header("ETag", etag)
                self.send_header("Last-Modified", LAST_MODIFIED)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            path = self.path.split("?", 1)[0]
            if path == "/stats":
                self.send_body(200, json.dumps(counters.snapshot()).encode(), "application/json")
                return
            entry = files.get(path)
            if entry is None:
                counters.add("missing")
                self.send_body(404, b"not found\n", "text/plain")
                return
            body, etag = entry
            match = self.headers.get("If-None-Match")
            if match is not None:
                wanted = [tag.strip() for tag in match.split(",")]
                unchanged = etag in wanted or "*" in wanted
            else:
                unchanged = self.headers.get("If-Modified-Since") == LAST_MODIFIED
            if unchanged:
                counters.add("not_modified")
                self.send_response(304)
                self.send_header("ETag", etag)
                self.send_header("Last-Modified", LAST_MODIFIED)
                self.end_headers()
                return
            counters.add("ok")
            self.send_body(200, body, "application/rss+xml", etag)

    return Handler


class QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client closing its connection early (a cancelled fetch) is not the server's problem.
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--lifetime", type=float, default=900)
    args = parser.parse_args()
    counters = Counters()
    server = QuietServer(("127.0.0.1", 0), make_handler(args.directory, counters))
    print(server.server_address[1], flush=True)

    def stop_when_stdin_closes():
        sys.stdin.buffer.read()
        server.shutdown()

    threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    timer = threading.Timer(args.lifetime, server.shutdown)
    timer.daemon = True
    timer.start()
    server.serve_forever()
    server.server_close()


if __name__ == "__main__":
    main()
