#!/usr/bin/env python3
"""Writes the Library benchmark's feeds: N RSS 2.0 files of about M items each (deterministic).

Usage: scripts/bench/library_feeds.py OUT_DIR [--feeds 500] [--items 200] [--seed 12]

Files are OUT_DIR/feed-000.xml ... ; each item has a title, a link, a guid, a date, an author, a
category and a one- or two-paragraph HTML description (about 500 bytes), like a blog or news feed.
Item counts vary by up to 10% around M. Prints one JSON object: {"feeds", "items", "bytes"}.
"""
import argparse
import json
import os
import random
from email.utils import formatdate
from xml.sax.saxutils import escape

WORDS = (
    "light shadow city river morning study portrait colour sketch ink paper canvas brush night winter "
    "summer harbour market window street garden mountain forest lantern train station bridge quiet "
    "afternoon process layer texture palette reference figure gesture perspective horizon sunrise fog "
    "rain workshop release update journal notes library parser terminal memory feed reader version"
).split()


def sentence(rng, low=5, high=14):
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    words[0] = words[0].capitalize()
    return " ".join(words) + rng.choice([".", ".", ".", "!", "?"])


def feed(rng, number, items, base_time):
    site = "https://site%03d.example.org" % number
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
           "<title>%s</title>" % escape("Feed %03d: %s" % (number, sentence(rng, 2, 5).rstrip(".!?"))),
           "<link>%s/</link>" % site,
           "<description>%s</description>" % escape(sentence(rng))]
    for index in range(items):
        link = "%s/posts/%d" % (site, index)
        paragraphs = "".join("<p>%s</p>" % escape(" ".join(sentence(rng) for _ in range(rng.randint(2, 4))))
                             for _ in range(rng.randint(1, 2)))
        out.append("<item><title>%s</title><link>%s</link><guid>%s</guid><pubDate>%s</pubDate>"
                   "<dc:creator>author%02d</dc:creator><category>%s</category><description>%s</description></item>"
                   % (escape(sentence(rng, 3, 9).rstrip(".!?")), link, link,
                      formatdate(base_time - number * 61 - index * 3607, usegmt=True),
                      rng.randint(1, 40), rng.choice(WORDS), escape(paragraphs)))
    out.append("</channel></rss>\n")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--feeds", type=int, default=500)
    parser.add_argument("--items", type=int, default=200)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    base_time = 1_790_000_000  # fixed, so the files (and their ETags) are the same every run
    total_items = total_bytes = 0
    for number in range(args.feeds):
        items = max(1, args.items + rng.randint(-args.items // 10, args.items // 10))
        data = feed(rng, number, items, base_time).encode("utf-8")
        with open(os.path.join(args.out, "feed-%03d.xml" % number), "wb") as file:
            file.write(data)
        total_items += items
        total_bytes += len(data)
    print(json.dumps({"feeds": args.feeds, "items": total_items, "bytes": total_bytes}))


if __name__ == "__main__":
    main()
