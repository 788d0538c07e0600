#ifndef FEEDBROWSER_CBYTESCAN_H
#define FEEDBROWSER_CBYTESCAN_H

// The filter's innermost loop with the processor's vector compares: Swift's SIMD types are not
// lowered to vector instructions here (a SIMD32 test was 25-60x slower than eight-byte words),
// and this loop is most of a filter keystroke. Pure computation, no state.

#include <stddef.h>
#include <stdint.h>

/// The first position `p` in `[from, limit]` where `text[p] == anchor` and the byte after it is
/// `next`, or has its high bit set when `next_may_fold` (a non-ASCII scalar may fold to the word's
/// byte), or anything when `next_any`; `limit + 1` when there is none. Reads `text[from ... limit + 1]`.
size_t fb_find_pair(const uint8_t *text, size_t from, size_t limit, uint8_t anchor, uint8_t next,
                    int next_may_fold, int next_any);

#endif
