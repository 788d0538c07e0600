#!/usr/bin/env python3
"""Times Python's feedparser and feedparser-rs parsing one feed file; prints one JSON object.

Usage: scripts/bench/feed_compare.py FEED [--repeats N]
Each library parses the file's bytes (already in memory) N times; the median is reported as
seconds, MB/s and items/s. A library that is not installed is reported as {"error": "..."}.
"""
import argparse
import json
import os
import statistics
import time


def measure(parse, data, repeats):
    samples, count = [], 0
    for _ in range(repeats):
        start = time.perf_counter()
        result = parse(data)
        samples.append(time.perf_counter() - start)
        count = len(result.entries)
    seconds = statistics.median(samples)
    return {"seconds": seconds, "items": count, "mb_per_s": len(data) / 1e6 / seconds, "items_per_s": count / seconds,
            "repeats": repeats}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("feed")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with open(args.feed, "rb") as f:
        data = f.read()
    out = {"file": os.path.basename(args.feed), "bytes": len(data)}
    try:
        import feedparser
        out["feedparser"] = measure(feedparser.parse, data, args.repeats)
        out["feedparser"]["version"] = feedparser.__version__
    except Exception as error:  # missing module or a crash: report, do not fail the whole run
        out["feedparser"] = {"error": repr(error)}
    try:
        import feedparser_rs
        out["feedparser_rs"] = measure(feedparser_rs.parse, data, args.repeats)
    except Exception as error:
        out["feedparser_rs"] = {"error": repr(error)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
