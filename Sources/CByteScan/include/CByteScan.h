#ifndef FEEDBROWSER_CBYTESCAN_H
#define FEEDBROWSER_CBYTESCAN_H

// Byte loops with the processor's vector compares: Swift's SIMD types are not lowered to vector
// instructions here (a SIMD32 test was 25-60x slower than eight-byte words). The filter's
// innermost loop (most of a keystroke) and two loops every item of a loading feed runs through.
// Pure computation, no state.

#include <stddef.h>
#include <stdint.h>

/// The first position `p` in `[from, limit]` where `text[p] == anchor` and the byte after it is
/// `next`, or has its high bit set when `next_may_fold` (a non-ASCII scalar may fold to the word's
/// byte), or anything when `next_any`; `limit + 1` when there is none. Reads `text[from ... limit + 1]`.
size_t fb_find_pair(const uint8_t *text, size_t from, size_t limit, uint8_t anchor, uint8_t next,
                    int next_may_fold, int next_any);

/// Lowers the ASCII capitals of `text[0 ..< count]` in place (`| 0x20`) and sets, for each one,
/// bit `first_bit + i` of `marks` (64-bit words, bit 0 the lowest of word 0), leaving other bits
/// as they were. `marks` must have the words up to bit `first_bit + count - 1`.
void fb_lower_ascii_marking(uint8_t *text, size_t count, uint64_t *marks, size_t first_bit);

/// Whether `text[0 ..< count]` has a byte 0x09-0x0D (tab, line breaks, vertical tab, form feed)
/// or two spaces (0x20) in a row.
int fb_has_break_or_double_space(const uint8_t *text, size_t count);

#endif
