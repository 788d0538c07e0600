#!/usr/bin/env python3
"""Writes large, realistic Media RSS 2.0 feeds for tests and benchmarks (not committed).

Usage: scripts/generate-feed.py [--items N] [--out PATH] [--seed S]
       scripts/generate-feed.py --standard   # Fixtures/generated/feed-{1k,10k,100k}.xml, if missing

The output is deterministic for a given seed, so benchmark figures are comparable between runs.
Items mix image posts (several media:thumbnail sizes, media:content, an enclosure), text-only
journal entries with long HTML bodies, and short notes, so row heights and parse work vary.
"""
import argparse
import os
import random
import sys
from email.utils import formatdate
from xml.sax.saxutils import escape

WORDS = (
    "light shadow city river morning study portrait colour sketch ink paper canvas brush night winter "
    "summer harbour market window street garden mountain forest lantern train station bridge quiet "
    "afternoon process layer texture palette reference figure gesture perspective horizon sunrise fog "
    "rain workshop commission tutorial update journal thanks followers print exhibition gallery draft"
).split()
CJK = "今天的天气很好我们去公园散步看见很多人在画画和拍照这个城市的夜晚非常安静"
TAGS = ["digitalart", "painting", "photography", "sketch", "watercolor", "pixelart", "journal", "tutorial"]


def sentence(rng, low=6, high=18):
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    words[0] = words[0].capitalize()
    text = " ".join(words)
    if rng.random() < 0.15:
        start = rng.randrange(0, len(CJK) - 8)
        text += " " + CJK[start:start + rng.randint(4, 12)]
    return text + rng.choice([".", ".", ".", "!", "?"])


def html_body(rng, paragraphs):
    parts = []
    for _ in range(paragraphs):
        s = " ".join(sentence(rng) for _ in range(rng.randint(1, 4)))
        if rng.random() < 0.3:
            s += ' See <a href="https://example.com/ref/%d">the reference</a>.' % rng.randint(1, 99999)
        if rng.random() < 0.2:
            s = s.replace(" ", " <em>", 1) + "</em>"
        parts.append("<p>%s</p>" % s)
    if rng.random() < 0.25:
        parts.append("<ul>%s</ul>" % "".join("<li>%s</li>" % sentence(rng, 2, 6) for _ in range(rng.randint(2, 4))))
    return "".join(parts)


def item(rng, index, base_time):
    kind = rng.random()
    date = formatdate(base_time - index * 37, usegmt=True)
    author = "artist%03d" % rng.randint(1, 400)
    link = "https://www.example-art.com/%s/art/piece-%d" % (author, index)
    out = ["<item>"]
    if kind < 0.6:  # image post
        title = sentence(rng, 2, 7).rstrip(".!?")
        out.append("<title>%s</title>" % escape(title))
        out.append("<link>%s</link>" % link)
        out.append('<guid isPermaLink="true">%s</guid>' % link)
        out.append("<pubDate>%s</pubDate>" % date)
        out.append("<dc:creator>%s</dc:creator>" % author)
        out.append("<category>%s</category>" % rng.choice(TAGS))
        body = html_body(rng, rng.randint(1, 2))
        out.append("<description>%s</description>" % escape(body))
        out.append('<media:title type="plain">%s</media:title>' % escape(title))
        out.append('<media:description type="html">%s</media:description>' % escape(body))
        image = "https://images.example-art.com/i/%d" % index
        out.append('<media:thumbnail url="%s/150.jpg" height="150" width="113"/>' % image)
        out.append('<media:thumbnail url="%s/300.jpg" height="300" width="225"/>' % image)
        if rng.random() < 0.5:
            out.append('<media:thumbnail url="%s/600.jpg" height="600" width="450"/>' % image)
        out.append('<media:content url="%s/full.jpg" height="1600" width="1200" medium="image"/>' % image)
    elif kind < 0.85:  # journal entry
        title = sentence(rng, 3, 10).rstrip(".!?")
        out.append("<title>%s</title>" % escape(title))
        out.append("<link>%s</link>" % link)
        out.append('<guid isPermaLink="false">journal-%d</guid>' % index)
        out.append("<pubDate>%s</pubDate>" % date)
        out.append("<dc:creator>%s</dc:creator>" % author)
        body = html_body(rng, rng.randint(2, 6))
        out.append("<description>%s</description>" % escape(body[:300]))
        out.append("<content:encoded><![CDATA[%s]]></content:encoded>" % body)
    else:  # short note, sometimes with an enclosure
        out.append("<title>%s</title>" % escape(sentence(rng, 1, 4)))
        out.append("<link>%s</link>" % link)
        out.append("<pubDate>%s</pubDate>" % date)
        out.append("<description>%s</description>" % escape(sentence(rng)))
        if rng.random() < 0.4:
            out.append('<enclosure url="https://media.example-art.com/a/%d.mp3" length="%d" type="audio/mpeg"/>'
                       % (index, rng.randint(100000, 9000000)))
    out.append("</item>\n")
    return "".join(out)


def write_feed(path, items, seed):
    rng = random.Random(seed)
    base_time = 1_760_000_000
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        f.write('<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" '
                'xmlns:dc="http://purl.org/dc/elements/1.1/" '
                'xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n')
        f.write("<title>Generated art feed (%d items)</title>\n" % items)
        f.write("<link>https://www.example-art.com/</link>\n")
        f.write("<description>Synthetic feed for FeedBrowser benchmarks</description>\n")
        for index in range(items):
            f.write(item(rng, index, base_time))
        f.write("</channel>\n</rss>\n")
    os.replace(tmp, path)  # never leave a half-written feed behind for `make` to trust


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=10000)
    parser.add_argument("--out")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--standard", action="store_true", help="write the 1k, 10k and 100k feeds if missing")
    args = parser.parse_args()
    if args.standard:
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "generated")
        for count, name in ((1_000, "feed-1k.xml"), (10_000, "feed-10k.xml"), (100_000, "feed-100k.xml")):
            path = os.path.normpath(os.path.join(root, name))
            if not os.path.exists(path):
                print("generate-feed: writing %s" % path, file=sys.stderr)
                write_feed(path, count, args.seed)
        return
    write_feed(args.out or "Fixtures/generated/feed-%d.xml" % args.items, args.items, args.seed)


if __name__ == "__main__":
    main()
