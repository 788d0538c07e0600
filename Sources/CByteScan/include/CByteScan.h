#ifndef FEEDBROWSER_CBYTESCAN_H
#define FEEDBROWSER_CBYTESCAN_H

// Byte loops with the processor's vector compares: Swift's SIMD types are not lowered to vector
// instructions here (a SIMD32 test was 25-60x slower than eight-byte words). The filter's
// innermost loop (most of a keystroke) and two loops every item of a loading feed runs through.
// Pure computation, no state.

#include <stddef.h>
#include <stdint.h>

/// Bytes `fb_find_patterns` looks for: `count` of them (1 to 4) in a row, where byte `j` (not
/// the first) may also be any byte with its high bit set when bit `j` of `fold` is set (a
/// non-ASCII scalar that folds to the word's byte).
typedef struct {
    uint8_t bytes[4];
    uint8_t count;
    uint8_t fold;
} fb_pattern;

/// The first position `p` in `[from, n)` where one of `patterns` (1 to 3) starts and ends before
/// `n`, or `n` when there is none. Reads `text[from ..< n]` only.
size_t fb_find_patterns(const uint8_t *text, size_t from, size_t n, const fb_pattern *patterns, int pattern_count);

/// For each range `k` of `count`: the first position `p` in `[from[k], to[k])` where the folded
/// `word` (`length` bytes) starts in `text` (ASCII letters lowercased, other bytes as written),
/// looked for where one of `patterns` starts at `p + offset` (the word's bytes from there; the
/// bytes before are plain ASCII, none of k, i, s), in `found[k]`, `to[k]` when there is none;
/// `unsure[k]` is 1 when `found[k]` is only where the compare met a non-ASCII scalar of the text
/// that may fold to the word's k, i, s or non-ASCII byte (the caller compares folded from there:
/// the word may be there or later), else 0. Reads `text[0 ..< n]` only, past `to[k]` too; a match
/// must end before `to[k]`. One call for many entries of a filter key: the vector constants are
/// made once, and the first `lines` cache lines of the ranges a few ahead are asked for
/// (prefetched) while one is searched; a range may start where the entry's shorter word was found
/// (the longer one can only be there or later, and is most often right there: it is compared
/// there first, and one line is then enough to ask for).
void fb_find_words_in_ranges(const uint8_t *text, size_t n, const size_t *from, const size_t *to, size_t count, const uint8_t *word,
                             size_t length, size_t offset, const fb_pattern *patterns, int pattern_count, int lines, size_t *found,
                             uint8_t *unsure);

/// Lowers the ASCII capitals of `text[0 ..< count]` in place (`| 0x20`) and sets, for each one,
/// bit `first_bit + i` of `marks` (64-bit words, bit 0 the lowest of word 0), leaving other bits
/// as they were. `marks` must have the words up to bit `first_bit + count - 1`.
void fb_lower_ascii_marking(uint8_t *text, size_t count, uint64_t *marks, size_t first_bit);

/// Whether `text[0 ..< count]` has a byte 0x09-0x0D (tab, line breaks, vertical tab, form feed)
/// or two spaces (0x20) in a row.
int fb_has_break_or_double_space(const uint8_t *text, size_t count);

/// The bitwise or of `bits[text[i]]` for every byte of `text[0 ..< count]` (`bits`: 256 words).
uint64_t fb_or_of_byte_bits(const uint8_t *text, size_t count, const uint64_t *bits);

/// The first position `p` in `[from, count)` where `bits[text[p]]` has a bit of `wanted`, or `count`.
size_t fb_first_with_bits(const uint8_t *text, size_t from, size_t count, const uint64_t *bits, uint64_t wanted);

#endif
