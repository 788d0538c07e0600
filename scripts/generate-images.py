#!/usr/bin/env python3
"""Generates the bundled sample pictures and the thumbnail test fixtures (standard library only).

Sample art (referenced by Fixtures/feeds/deviantart-sample.xml):
  Fixtures/feeds/images/art-NN-thumb.png  (150x150) and art-NN-medium.png (300x300), NN = 01..08
Test fixtures (Tests/ThumbnailsTests/Fixtures/): interlaced PNG, GIFs (plain, interlaced,
transparent), a PNG whose header claims 20000x20000, a corrupt and a truncated PNG/GIF.

Pictures are drawn as functions of (u, v) in [0, 1] so thumb and medium show the same art.
Output is deterministic: rerunning it rewrites identical files.
"""
import math
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ART_DIR = os.path.join(ROOT, "Fixtures", "feeds", "images")
TEST_DIR = os.path.join(ROOT, "Tests", "ThumbnailsTests", "Fixtures")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def filtered_rows(rows, bpp):
    """Per row, the PNG filter (None, Sub, Up) with the smallest sum of absolute bytes."""
    out = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for row in rows:
        candidates = [(0, row)]
        candidates.append((1, bytes((row[i] - (row[i - bpp] if i >= bpp else 0)) & 0xFF for i in range(len(row)))))
        candidates.append((2, bytes((row[i] - previous[i]) & 0xFF for i in range(len(row)))))
        kind, data = min(candidates, key=lambda c: sum(b if b < 128 else 256 - b for b in c[1]))
        out.append(kind)
        out += data
        previous = row
    return bytes(out)


def png(width, height, pixel_rows, interlaced=False):
    """An 8-bit RGB PNG from rows of bytes (3 bytes a pixel)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1 if interlaced else 0)
    if not interlaced:
        raw = filtered_rows(pixel_rows, 3)
    else:
        raw = bytearray()
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        for x0, y0, dx, dy in passes:
            sub = []
            for y in range(y0, height, dy):
                sub.append(b"".join(pixel_rows[y][x * 3:x * 3 + 3] for x in range(x0, width, dx)))
            if sub and sub[0]:
                raw += filtered_rows(sub, 3)
        raw = bytes(raw)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def gif(width, height, indices, palette, interlaced=False, transparent=None):
    """A GIF89a with one frame. LZW output uses a clear code often enough that the code size
    never grows past 9 bits: larger than real LZW, trivially correct, fine for tiny fixtures."""
    assert len(palette) == 256
    out = bytearray(b"GIF89a")
    out += struct.pack("<HHBBB", width, height, 0xF7, 0, 0)
    for r, g, b in palette:
        out += bytes((r, g, b))
    if transparent is not None:
        out += bytes((0x21, 0xF9, 4, 0x01, 0, 0, transparent, 0))
    out += bytes((0x2C,)) + struct.pack("<HHHHB", 0, 0, width, height, 0x40 if interlaced else 0)
    order = list(range(height))
    if interlaced:
        order = [y for start, step in ((0, 8), (4, 8), (2, 4), (1, 2)) for y in range(start, height, step)]
    symbols = [indices[y * width + x] for y in order for x in range(width)]
    clear, end = 256, 257
    codes = []
    for i, symbol in enumerate(symbols):
        if i % 250 == 0:
            codes.append(clear)
        codes.append(symbol)
    codes.append(end)
    bits = 0
    count = 0
    data = bytearray()
    for code in codes:
        bits |= code << count
        count += 9
        while count >= 8:
            data.append(bits & 0xFF)
            bits >>= 8
            count -= 8
    if count:
        data.append(bits & 0xFF)
    out.append(8)  # minimum code size
    for i in range(0, len(data), 255):
        block = data[i:i + 255]
        out.append(len(block))
        out += block
    out += b"\x00\x3B"
    return bytes(out)


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def sunset(u, v):
    sky = mix((255, 120, 60), (40, 20, 90), 1 - v * 1.4)
    if (u - 0.5) ** 2 + (v - 0.55) ** 2 < 0.04:
        sky = (255, 220, 80)
    ridge = 0.62 + 0.08 * math.sin(u * 9) + 0.05 * math.sin(u * 23)
    if v > ridge:
        sky = mix((60, 30, 70), (20, 10, 30), (v - ridge) * 3)
    return sky


def ocean(u, v):
    wave = 0.45 + 0.05 * math.sin(u * 18 + v * 4)
    if v < wave:
        return mix((150, 210, 255), (60, 140, 230), v * 2)
    band = int((v - wave) * 14) % 2
    return (20, 90 + 30 * band, 170 + 40 * band)


def tree(u, v):
    color = mix((200, 235, 255), (120, 200, 250), v)
    if v > 0.85:
        color = (70, 160, 60)
    if abs(u - 0.5) < 0.05 and 0.55 < v <= 0.85:
        color = (110, 70, 30)
    if (u - 0.5) ** 2 + ((v - 0.42) * 1.1) ** 2 < 0.07:
        color = (40, 140 + int(40 * math.sin(u * 30) * math.sin(v * 30)), 50)
    return color


def target(u, v):
    r = math.hypot(u - 0.5, v - 0.5)
    ring = int(r * 14)
    colors = [(230, 40, 50), (250, 250, 250), (40, 90, 220), (250, 200, 30)]
    return colors[ring % 4] if r < 0.48 else (30, 30, 30)


def flower(u, v):
    color = mix((180, 230, 140), (90, 170, 80), v)
    dx, dy = u - 0.5, v - 0.4
    r, a = math.hypot(dx, dy), math.atan2(dy, dx)
    if r < 0.09:
        color = (250, 200, 40)
    elif r < 0.22 + 0.08 * math.cos(a * 6):
        color = (230, 80, 160)
    if abs(u - 0.5) < 0.02 and v > 0.6:
        color = (40, 110, 40)
    return color


def house(u, v):
    color = (140, 200, 250) if v < 0.7 else (90, 170, 70)
    if 0.25 < u < 0.75 and 0.45 < v < 0.8:
        color = (220, 190, 140)
        if 0.45 < u < 0.55 and v > 0.62:
            color = (120, 70, 40)
        if 0.3 < u < 0.4 and 0.52 < v < 0.6:
            color = (250, 240, 150)
    if v <= 0.45 and v > 0.2 + abs(u - 0.5) * 0.9 and abs(u - 0.5) < 0.3:
        color = (190, 50, 40)
    return color


def night(u, v):
    color = mix((10, 10, 40), (40, 40, 110), v)
    if (u - 0.7) ** 2 + (v - 0.3) ** 2 < 0.02 and not ((u - 0.74) ** 2 + (v - 0.27) ** 2 < 0.016):
        color = (250, 250, 210)
    ix, iy = int(u * 40), int(v * 40)
    seed = ((ix * 73856093) ^ (iy * 19349663) ^ (ix * iy * 83492791)) % 61
    if seed == 3 and v < 0.8:
        color = (255, 255, 255)
    if v > 0.8 + 0.03 * math.sin(u * 12):
        color = (15, 30, 20)
    return color


def stripes(u, v):
    hue = (u + v) * 3
    k = int(hue * 2) % 6
    colors = [(230, 60, 60), (240, 150, 40), (240, 230, 60), (70, 190, 80), (60, 120, 230), (150, 70, 200)]
    return colors[k]


ART = [sunset, ocean, tree, target, flower, house, night, stripes]


def render(function, size):
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            r, g, b = function((x + 0.5) / size, (y + 0.5) / size)
            row += bytes((int(r), int(g), int(b)))
        rows.append(bytes(row))
    return rows


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def main():
    os.makedirs(ART_DIR, exist_ok=True)
    os.makedirs(TEST_DIR, exist_ok=True)
    for number, function in enumerate(ART, start=1):
        for name, size in (("thumb", 150), ("medium", 300)):
            write(os.path.join(ART_DIR, "art-%02d-%s.png" % (number, name)), png(size, size, render(function, size)))

    # Test fixtures: a 16x8 picture, left half red, right half blue, a green bottom row.
    width, height = 16, 8
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            row += bytes((0, 255, 0) if y == height - 1 else ((255, 0, 0) if x < width // 2 else (0, 0, 255)))
        rows.append(bytes(row))
    plain = png(width, height, rows)
    write(os.path.join(TEST_DIR, "halves.png"), plain)
    write(os.path.join(TEST_DIR, "halves-interlaced.png"), png(width, height, rows, interlaced=True))
    write(os.path.join(TEST_DIR, "halves-truncated.png"), plain[: len(plain) * 2 // 3])
    corrupt = bytearray(plain)
    idat = corrupt.index(b"IDAT")
    corrupt[idat + 6] ^= 0xFF  # a flipped byte in the compressed data: the CRC no longer matches
    write(os.path.join(TEST_DIR, "halves-corrupt.png"), bytes(corrupt))
    huge = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b""))
    write(os.path.join(TEST_DIR, "huge-header.png"), huge)

    palette = [(255, 0, 0), (0, 0, 255), (0, 255, 0)] + [(0, 0, 0)] * 253
    indices = [2 if y == height - 1 else (0 if x < width // 2 else 1) for y in range(height) for x in range(width)]
    plain_gif = gif(width, height, indices, palette)
    write(os.path.join(TEST_DIR, "halves.gif"), plain_gif)
    write(os.path.join(TEST_DIR, "halves-interlaced.gif"), gif(width, height, indices, palette, interlaced=True))
    write(os.path.join(TEST_DIR, "halves-truncated.gif"), plain_gif[: len(plain_gif) // 2])
    # Left half transparent (index 0 is the transparent colour).
    write(os.path.join(TEST_DIR, "transparent.gif"), gif(width, height, indices, palette, transparent=0))
    write(os.path.join(TEST_DIR, "not-an-image.png"), b"<html>404 Not Found</html>\n")


if __name__ == "__main__":
    main()
