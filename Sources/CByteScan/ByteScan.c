#include "CByteScan.h"

#if defined(__x86_64__)
#include <immintrin.h>

// 32 positions a step where the processor has AVX2, 16 with SSE2; the scalar loop below ends the
// text and runs on other processors.
__attribute__((target("avx2")))
static size_t find_pair_avx2(const uint8_t *text, size_t p, size_t limit, uint8_t anchor, uint8_t next,
                             uint32_t fold_mask, uint32_t any_mask) {
    const __m256i a = _mm256_set1_epi8((char)anchor), b = _mm256_set1_epi8((char)next);
    for (; p + 32 <= limit + 1; p += 32) {
        uint32_t anchors = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(text + p)), a));
        if (anchors == 0) continue;
        __m256i after = _mm256_loadu_si256((const __m256i *)(text + p + 1));
        uint32_t nexts = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(after, b))
                         | ((uint32_t)_mm256_movemask_epi8(after) & fold_mask) | any_mask;
        uint32_t hits = anchors & nexts;
        if (hits != 0) return p + (size_t)__builtin_ctz(hits);
    }
    return p;
}

static size_t find_pair_sse2(const uint8_t *text, size_t p, size_t limit, uint8_t anchor, uint8_t next,
                             uint32_t fold_mask, uint32_t any_mask) {
    const __m128i a = _mm_set1_epi8((char)anchor), b = _mm_set1_epi8((char)next);
    for (; p + 16 <= limit + 1; p += 16) {
        uint32_t anchors = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(text + p)), a));
        if (anchors == 0) continue;
        __m128i after = _mm_loadu_si128((const __m128i *)(text + p + 1));
        uint32_t nexts = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(after, b))
                         | ((uint32_t)_mm_movemask_epi8(after) & fold_mask) | any_mask;
        uint32_t hits = anchors & nexts;
        if (hits != 0) return p + (size_t)__builtin_ctz(hits);
    }
    return p;
}
#endif

size_t fb_find_pair(const uint8_t *text, size_t from, size_t limit, uint8_t anchor, uint8_t next,
                    int next_may_fold, int next_any) {
    size_t p = from;
    if (p > limit) return limit + 1;
#if defined(__x86_64__)
    const uint32_t fold_mask = next_may_fold ? 0xFFFFFFFFu : 0, any_mask = next_any ? 0xFFFFFFFFu : 0;
    p = __builtin_cpu_supports("avx2") ? find_pair_avx2(text, p, limit, anchor, next, fold_mask, any_mask)
                                       : find_pair_sse2(text, p, limit, anchor, next, fold_mask, any_mask);
#endif
    for (; p <= limit; p++) {
        if (text[p] != anchor) continue;
        uint8_t after = text[p + 1];
        if (after == next || (next_may_fold && after >= 0x80) || next_any) return p;
    }
    return limit + 1;
}

// Sets the `width` low bits of `bits` at bit `bit` of `marks` (a mask may straddle two words).
static inline void set_marks(uint64_t *marks, size_t bit, uint64_t bits, unsigned width) {
    if (bits == 0) return;
    size_t word = bit >> 6;
    unsigned offset = (unsigned)(bit & 63);
    marks[word] |= bits << offset;
    if (offset + width > 64) marks[word + 1] |= bits >> (64 - offset);
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static size_t lower_ascii_marking_avx2(uint8_t *text, size_t count, uint64_t *marks, size_t first_bit) {
    const __m256i below = _mm256_set1_epi8('A' - 1), above = _mm256_set1_epi8('Z' + 1), lower = _mm256_set1_epi8(0x20);
    size_t p = 0;
    for (; p + 32 <= count; p += 32) {
        __m256i bytes = _mm256_loadu_si256((const __m256i *)(text + p));
        // Signed compares: bytes from 0x80 up are negative, never capitals.
        __m256i capitals = _mm256_and_si256(_mm256_cmpgt_epi8(bytes, below), _mm256_cmpgt_epi8(above, bytes));
        uint32_t found = (uint32_t)_mm256_movemask_epi8(capitals);
        if (found == 0) continue;
        _mm256_storeu_si256((__m256i *)(text + p), _mm256_or_si256(bytes, _mm256_and_si256(capitals, lower)));
        set_marks(marks, first_bit + p, found, 32);
    }
    return p;
}

static size_t lower_ascii_marking_sse2(uint8_t *text, size_t count, uint64_t *marks, size_t first_bit) {
    const __m128i below = _mm_set1_epi8('A' - 1), above = _mm_set1_epi8('Z' + 1), lower = _mm_set1_epi8(0x20);
    size_t p = 0;
    for (; p + 16 <= count; p += 16) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(text + p));
        __m128i capitals = _mm_and_si128(_mm_cmpgt_epi8(bytes, below), _mm_cmpgt_epi8(above, bytes));
        uint32_t found = (uint32_t)_mm_movemask_epi8(capitals);
        if (found == 0) continue;
        _mm_storeu_si128((__m128i *)(text + p), _mm_or_si128(bytes, _mm_and_si128(capitals, lower)));
        set_marks(marks, first_bit + p, found, 16);
    }
    return p;
}
#endif

void fb_lower_ascii_marking(uint8_t *text, size_t count, uint64_t *marks, size_t first_bit) {
    size_t p = 0;
#if defined(__x86_64__)
    p = __builtin_cpu_supports("avx2") ? lower_ascii_marking_avx2(text, count, marks, first_bit)
                                       : lower_ascii_marking_sse2(text, count, marks, first_bit);
#endif
    for (; p < count; p++) {
        if ((uint8_t)(text[p] - 'A') < 26) {
            text[p] |= 0x20;
            set_marks(marks, first_bit + p, 1, 1);
        }
    }
}

#if defined(__x86_64__)
// Returns 1 when found, else 0 with `*end` the first position not looked at and `*space` whether
// the byte before it is a space.
__attribute__((target("avx2")))
static int break_or_double_space_avx2(const uint8_t *text, size_t count, size_t *end, uint32_t *space) {
    const __m256i below = _mm256_set1_epi8(0x09 - 1), above = _mm256_set1_epi8(0x0D + 1), blank = _mm256_set1_epi8(0x20);
    uint32_t carry = 0;
    size_t p = 0;
    for (; p + 32 <= count; p += 32) {
        __m256i bytes = _mm256_loadu_si256((const __m256i *)(text + p));
        __m256i breaks = _mm256_and_si256(_mm256_cmpgt_epi8(bytes, below), _mm256_cmpgt_epi8(above, bytes));
        if (_mm256_movemask_epi8(breaks) != 0) return 1;
        uint32_t spaces = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, blank));
        if ((spaces & ((spaces << 1) | carry)) != 0) return 1;
        carry = spaces >> 31;
    }
    *end = p;
    *space = carry;
    return 0;
}

static int break_or_double_space_sse2(const uint8_t *text, size_t count, size_t *end, uint32_t *space) {
    const __m128i below = _mm_set1_epi8(0x09 - 1), above = _mm_set1_epi8(0x0D + 1), blank = _mm_set1_epi8(0x20);
    uint32_t carry = 0;
    size_t p = 0;
    for (; p + 16 <= count; p += 16) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(text + p));
        __m128i breaks = _mm_and_si128(_mm_cmpgt_epi8(bytes, below), _mm_cmpgt_epi8(above, bytes));
        if (_mm_movemask_epi8(breaks) != 0) return 1;
        uint32_t spaces = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, blank));
        if ((spaces & ((spaces << 1) | carry)) != 0) return 1;
        carry = spaces >> 15;
    }
    *end = p;
    *space = carry;
    return 0;
}
#endif

int fb_has_break_or_double_space(const uint8_t *text, size_t count) {
    size_t p = 0;
    uint32_t previous_was_space = 0;
#if defined(__x86_64__)
    int found = __builtin_cpu_supports("avx2") ? break_or_double_space_avx2(text, count, &p, &previous_was_space)
                                               : break_or_double_space_sse2(text, count, &p, &previous_was_space);
    if (found) return 1;
#endif
    for (; p < count; p++) {
        uint8_t byte = text[p];
        if (byte == 0x20) {
            if (previous_was_space) return 1;
            previous_was_space = 1;
        } else {
            if (byte >= 0x09 && byte <= 0x0D) return 1;
            previous_was_space = 0;
        }
    }
    return 0;
}
