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
