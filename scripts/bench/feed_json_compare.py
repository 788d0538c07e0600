#!/usr/bin/env python3
"""Times feedparser-rs parsing one feed file and writing its entries as JSON: the peer of
`feedbrowser parse FEED --json`. Prints one JSON object.

Usage: scripts/bench/feed_json_compare.py FEED [--repeats N]
The file's bytes are read once; each repeat parses them and json.dumps every entry (dates and
other non-JSON values as strings) to /dev/null. Process CPU time (time.process_time), median.
"""
import argparse
import json
import os
import statistics
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("feed")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with open(args.feed, "rb") as f:
        data = f.read()
    out = {"file": os.path.basename(args.feed), "bytes": len(data)}
    try:
        import feedparser_rs
        samples = []
        with open(os.devnull, "w") as sink:
            for _ in range(args.repeats):
                start = time.process_time()
                feed = feedparser_rs.parse(data)
                for entry in feed.entries:
                    sink.write(json.dumps({key: entry.get(key) for key in ("id", "title", "link", "author", "published",
                                                                           "summary", "content", "tags", "enclosures")},
                                          default=str, ensure_ascii=False, indent=2))
                samples.append(time.process_time() - start)
        seconds = statistics.median(samples)
        out["feedparser_rs"] = {"seconds": seconds, "mb_per_s": len(data) / 1e6 / seconds, "repeats": args.repeats}
    except Exception as error:  # missing module or a crash: report, do not fail the whole run
        out["feedparser_rs"] = {"error": repr(error)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
