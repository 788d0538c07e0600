#ifndef FEEDBROWSER_CBYTESCAN_H
#define FEEDBROWSER_CBYTESCAN_H

// The filter's innermost loop with the processor's vector compares: Swift's SIMD types are not
// lowered to vector instructions here (a SIMD32 test was 25-60x slower than eight-byte words),
// and this loop is most of a filter keystroke. Pure computation, no state.

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

/// Asks the processor to bring the cache line at `address` in (a hint: no fault, no effect on
/// results). The filter checks each candidate item at its own place in a 60 MB buffer; asking
/// for the items a few ahead overlaps those memory reads instead of waiting for each one.
static inline void fb_prefetch(const void *address) { __builtin_prefetch(address); }

#endif
