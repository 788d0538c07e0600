#!/usr/bin/env python3
"""Generates Sources/TextLayout/Generated/UnicodeData+Tables.swift from the Unicode 15.0 data files
that Debian's `unicode-data` package installs under /usr/share/unicode.

One 16-bit property word per code point, stored as a two-stage table (blocks of 128 code points,
identical blocks shared), emitted as a base64 string literal because Swift compiles a long string
literal in milliseconds but a 100k-element array literal in minutes.

Bit layout of a property word (must match UnicodeProperties.swift):
  bits 0-5   Line_Break class, already resolved by LB1 (AI/SG/XX -> AL, SA -> CM or AL, CJ -> NS)
  bits 6-9   Grapheme_Cluster_Break value
  bits 10-11 width class: 0 zero, 1 narrow, 2 wide, 3 East Asian Ambiguous
  bit  12    East_Asian_Width is F, W or H (UAX #14 LB30)
  bit  13    Extended_Pictographic
  bit  14    Extended_Pictographic and unassigned (UAX #14 LB30b)

Usage: generate_tables.py [UNICODE_DIR] [OUTPUT_FILE]   (or `make unicode-tables`)
"""
import base64
import os
import re
import sys

UNICODE_DIR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    os.path.dirname(__file__), "..", "..", "Sources", "TextLayout", "Generated", "UnicodeData+Tables.swift")
MAX = 0x110000
BLOCK = 128

# Order matters: the Swift enum LineBreakClass lists the same names in the same order.
LB_CLASSES = ["BK", "CR", "LF", "CM", "NL", "WJ", "ZW", "GL", "SP", "ZWJ", "B2", "BA", "BB", "HY", "CB",
              "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AK", "AL", "AP",
              "AS", "EB", "EM", "H2", "H3", "HL", "ID", "JL", "JV", "JT", "RI", "VF", "VI"]
GCB_VALUES = ["Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend",
              "SpacingMark", "L", "V", "T", "LV", "LVT"]


def path(*parts):
    full = os.path.join(UNICODE_DIR, *parts)
    if not os.path.exists(full):
        sys.exit(f"generate_tables.py: {full} is missing; `make deps` installs Debian's unicode-data")
    return full


def ranges(filename):
    """Yields (first, last, value) for every data line of a UCD property file."""
    with open(filename, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            cps = fields[0].split("..")
            first = int(cps[0], 16)
            last = int(cps[-1], 16)
            yield first, last, fields[1]


def fill(table, first, last, value):
    for cp in range(first, last + 1):
        table[cp] = value


def main():
    general = ["Cn"] * MAX
    for first, last, value in ranges(path("extracted", "DerivedGeneralCategory.txt")):
        fill(general, first, last, value)

    # Defaults for unlisted code points, from the header of LineBreak.txt.
    line_break = ["XX"] * MAX
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                        (0x30000, 0x3FFFD), (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD)]:
        fill(line_break, first, last, "ID")
    fill(line_break, 0x20A0, 0x20CF, "PR")
    for first, last, value in ranges(path("LineBreak.txt")):
        fill(line_break, first, last, value)

    east_asian = ["N"] * MAX
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                        (0x30000, 0x3FFFD)]:
        fill(east_asian, first, last, "W")
    for first, last, value in ranges(path("EastAsianWidth.txt")):
        fill(east_asian, first, last, value)

    grapheme = ["Other"] * MAX
    for first, last, value in ranges(path("auxiliary", "GraphemeBreakProperty.txt")):
        fill(grapheme, first, last, value)

    pictographic = [False] * MAX
    presentation = [False] * MAX
    for first, last, value in ranges(path("emoji", "emoji-data.txt")):
        if value == "Extended_Pictographic":
            fill(pictographic, first, last, True)
        elif value == "Emoji_Presentation":
            fill(presentation, first, last, True)

    words = [0] * MAX
    for cp in range(MAX):
        lb = line_break[cp]
        gc = general[cp]
        # LB1: resolve classes the pair rules do not use.
        if lb in ("AI", "SG", "XX"):
            lb = "AL"
        elif lb == "SA":
            lb = "CM" if gc in ("Mn", "Mc") else "AL"
        elif lb == "CJ":
            lb = "NS"

        ea = east_asian[cp]
        if gc in ("Mn", "Me", "Cf", "Cc", "Zl", "Zp") or grapheme[cp] in ("V", "T"):
            # Non-spacing and enclosing marks, format characters (ZWJ, variation selectors, ...),
            # controls and medial/final Hangul jamo never take a column of their own. Spacing
            # marks (Mc, e.g. the Devanagari vowel sign I) do: terminals, like glibc's wcwidth,
            # give each its own column.
            width = 0
        elif ea in ("W", "F") or presentation[cp]:
            width = 2
        elif ea == "A":
            width = 3
        else:
            width = 1

        word = LB_CLASSES.index(lb)
        word |= GCB_VALUES.index(grapheme[cp]) << 6
        word |= width << 10
        if ea in ("F", "W", "H"):
            word |= 1 << 12
        if pictographic[cp]:
            word |= 1 << 13
            if gc == "Cn":
                word |= 1 << 14
        words[cp] = word

    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, MAX, BLOCK):
        block = tuple(words[start:start + BLOCK])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2.extend(block)
        stage1.append(blocks[block])
    assert len(blocks) < 65536

    def encode(values):
        raw = b"".join(v.to_bytes(2, "little") for v in values)
        text = base64.b64encode(raw).decode("ascii")
        return "\n".join(text[i:i + 120] for i in range(0, len(text), 120))

    with open(path("ReadMe.txt"), encoding="utf-8") as f:
        version = re.search(r"Version (\d+\.\d+\.\d+)", f.read())
    version = version.group(1) if version else "unknown"

    out = []
    out.append("// GENERATED by scripts/unicode/generate_tables.py from the Unicode %s data files" % version)
    out.append("// in /usr/share/unicode (Debian unicode-data). Do not edit; run `make unicode-tables`.")
    out.append("")
    out.append("extension UnicodeProperties {")
    out.append("    /// Unicode version the tables were generated from.")
    out.append('    static let unicodeVersion = "%s"' % version)
    out.append("    /// Code points per second-stage block.")
    out.append("    static let blockShift = 7")
    out.append("    /// Number of first-stage entries (one per block of 128 code points).")
    out.append("    static let stage1Count = %d" % len(stage1))
    out.append("    /// Number of second-stage entries (%d distinct blocks)." % len(blocks))
    out.append("    static let stage2Count = %d" % len(stage2))
    out.append("    /// First stage: block number per 128 code points, UInt16 little-endian, base64.")
    out.append('    static let stage1Base64 = """')
    out.append(encode(stage1))
    out.append('"""')
    out.append("    /// Second stage: property words, UInt16 little-endian, base64.")
    out.append('    static let stage2Base64 = """')
    out.append(encode(stage2))
    out.append('"""')
    out.append("}")
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {OUTPUT}: {len(stage1)} first-stage and {len(stage2)} second-stage entries "
          f"({len(blocks)} distinct blocks), Unicode {version}")


if __name__ == "__main__":
    main()
