#!/usr/bin/env python3
"""Times Python's textwrap.wrap and wcwidth.wrap on the texts the Swift TextLayout benchmark uses.

Usage: text_wrap_compare.py --widths 40,120 --input NAME=PATH [--input NAME=PATH ...]
Each file is wrapped paragraph by paragraph (one paragraph per line, as the Swift engine treats
"\\n" as a mandatory break). Prints one JSON object:
  {"textwrap": {"NAME w=40": MB/s, ...}, "wcwidth": {...}, "repeats": 3}
MB/s counts UTF-8 bytes of the input. textwrap counts characters, not columns; wcwidth.wrap counts
columns. Medians of 3 runs, in thread CPU time. A missing wcwidth module leaves its section out.
"""
import argparse
import json
import statistics
import sys
import textwrap
import time


def rate(function, paragraphs, width, size, repeats=3):
    samples = []
    for _ in range(repeats):
        # Thread CPU time, like the Swift side: the machine is shared, wall time would mostly
        # measure waiting for a core.
        start = time.thread_time()
        for paragraph in paragraphs:
            function(paragraph, width)
        samples.append(time.thread_time() - start)
    return size / 1e6 / statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--widths", default="40,120")
    parser.add_argument("--input", action="append", default=[])
    args = parser.parse_args()
    widths = [int(w) for w in args.widths.split(",")]
    try:
        import wcwidth
        wrappers = {"textwrap": textwrap.wrap, "wcwidth": wcwidth.wrap}
    except ImportError:
        print("text_wrap_compare.py: wcwidth not installed (make deps); timing textwrap only", file=sys.stderr)
        wrappers = {"textwrap": textwrap.wrap}
    result = {name: {} for name in wrappers}
    for entry in args.input:
        name, path = entry.split("=", 1)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        size = len(text.encode("utf-8"))
        paragraphs = text.split("\n")
        for width in widths:
            for wrapper, function in wrappers.items():
                result[wrapper][f"{name} w={width}"] = rate(function, paragraphs, width, size)
    result["repeats"] = 3
    json.dump(result, sys.stdout)
    print()


if __name__ == "__main__":
    main()
