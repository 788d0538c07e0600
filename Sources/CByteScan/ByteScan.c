#include "CByteScan.h"

static int starts_at(const uint8_t *text, size_t p, size_t n, const fb_pattern *pattern) {
    if (p + pattern->count > n || text[p] != pattern->bytes[0]) return 0;
    for (int j = 1; j < pattern->count; j++) {
        uint8_t byte = text[p + j];
        if (byte != pattern->bytes[j] && !((pattern->fold >> j & 1) && byte >= 0x80)) return 0;
    }
    return 1;
}

// Whether the folded `word` (`length` bytes; 0: any place is taken) starts at `p` in text whose
// ASCII letters are lowercased, reading before `limit` only: 1 when it does (every byte ASCII and
// equal), 0 when it does not, 2 when the bytes agree up to a non-ASCII scalar of the text where
// the word has k, i, s or a non-ASCII byte (such a scalar may fold to it: the caller compares
// folded from `p`). A non-ASCII scalar folds to non-ASCII bytes or to a sequence starting with k,
// i or s (K KELVIN SIGN, İ, ß, ẞ), so where the word has any other ASCII byte the text must have
// that byte; an ASCII byte of the text folds only to itself; 0xFF ends a field.
static inline int word_at(const uint8_t *text, size_t p, size_t limit, const uint8_t *word, size_t length) {
    for (size_t j = 0; j < length; j++) {
        if (p + j >= limit) return 0;
        uint8_t byte = text[p + j], wanted = word[j];
        if (byte == wanted && byte < 0x80) continue;
        if (byte < 0x80 || byte == 0xFF) return 0;
        return wanted >= 0x80 || wanted == 'k' || wanted == 'i' || wanted == 's' ? 2 : 0;
    }
    return 1;
}

#if defined(__x86_64__)
#include <immintrin.h>

// 64 positions a step where the processor has AVX2: the first two bytes of every pattern are
// compared at every position with no branch but one per step (a pair is rare where one common
// letter is not: "xy" over 60 MB takes 8.5 ms this way, 13 ms with a branch on the first byte,
// memchr 6.1 ms), the rest of a pattern only where its pair is, here rather than by the caller;
// 16 with SSE2; the byte loop below ends the text and runs on other processors.
typedef struct {
    __m256i first, second, fold, any, third, fold3;
} pair_test;

__attribute__((target("avx2"), always_inline))
static inline __m256i pair_hits(const pair_test *test, __m256i here, __m256i after) {
    __m256i next = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(after, test->second), _mm256_and_si256(after, test->fold)), test->any);
    return _mm256_and_si256(_mm256_cmpeq_epi8(here, test->first), next);
}

// `hits` where the byte after the pair (`after2`, two on) is also the pattern's third (or, when
// it may fold, any non-ASCII byte).
__attribute__((target("avx2"), always_inline))
static inline __m256i third_hits(const pair_test *test, __m256i hits, __m256i after2) {
    return _mm256_and_si256(hits, _mm256_or_si256(_mm256_cmpeq_epi8(after2, test->third), _mm256_and_si256(after2, test->fold3)));
}

// Whether a pattern starts in `[*p, limit)` with the word `offset` bytes before it (`word_at`),
// read in steps of 64 that may go past `limit` up to `n`: then `*p` is where the pattern is and the
// result `word_at`'s (1 or 2); else 0 and `*p` is where the steps ended (`limit` or more when the
// text went on; less near `n`). `third` (one pattern of three bytes or more): the third byte
// compared in the step too, so fewer candidates leave it ("ke" is in most items, "ker" in none:
// C harness, the burst's "ker" 11.8 -> 9.3 ms).
__attribute__((target("avx2"), always_inline))
static inline int find_avx2_with(const uint8_t *text, size_t *position, size_t limit, size_t n, const fb_pattern *patterns,
                                 int pattern_count, const pair_test *tests, int test_count, int third, const uint8_t *word,
                                 size_t length, size_t offset) {
    size_t p = *position;
    for (; p < limit && p + 64 + 1 + (size_t)third <= n; p += 64) {
        const __m256i low = _mm256_loadu_si256((const __m256i *)(text + p)), high = _mm256_loadu_si256((const __m256i *)(text + p + 32));
        const __m256i lowAfter = _mm256_loadu_si256((const __m256i *)(text + p + 1)), highAfter = _mm256_loadu_si256((const __m256i *)(text + p + 33));
        __m256i lowHits = pair_hits(&tests[0], low, lowAfter), highHits = pair_hits(&tests[0], high, highAfter);
        if (third) {
            lowHits = third_hits(&tests[0], lowHits, _mm256_loadu_si256((const __m256i *)(text + p + 2)));
            highHits = third_hits(&tests[0], highHits, _mm256_loadu_si256((const __m256i *)(text + p + 34)));
        }
        for (int k = 1; k < test_count; k++) {
            lowHits = _mm256_or_si256(lowHits, pair_hits(&tests[k], low, lowAfter));
            highHits = _mm256_or_si256(highHits, pair_hits(&tests[k], high, highAfter));
        }
        uint64_t candidates = (uint64_t)(uint32_t)_mm256_movemask_epi8(lowHits) | (uint64_t)(uint32_t)_mm256_movemask_epi8(highHits) << 32;
        for (; candidates != 0; candidates &= candidates - 1) {
            size_t at = p + (size_t)__builtin_ctzll(candidates);
            if (at >= limit) break;
            for (int k = 0; k < pattern_count; k++) {
                if (!starts_at(text, at, n, &patterns[k])) continue;
                // The patterns differ in their first bytes: no other one is here.
                int result = word_at(text, at - offset, limit, word, length);
                if (result != 0) {
                    *position = at;
                    return result;
                }
                break;
            }
        }
    }
    *position = p;
    return 0;
}

static size_t find_tail(const uint8_t *text, size_t p, size_t limit, size_t n, const fb_pattern *patterns, int pattern_count,
                        const uint8_t *word, size_t length, size_t offset, int *result);

// The pair tests of `patterns` (up to three), made once for all ranges of a call.
__attribute__((target("avx2")))
static void make_pair_tests(pair_test *tests, const fb_pattern *patterns, int pattern_count) {
    for (int k = 0; k < pattern_count && k < 3; k++) {
        tests[k].first = _mm256_set1_epi8((char)patterns[k].bytes[0]);
        tests[k].second = _mm256_set1_epi8((char)patterns[k].bytes[1]);
        tests[k].fold = _mm256_set1_epi8((char)(patterns[k].fold & 2 ? 0x80 : 0));
        tests[k].any = _mm256_set1_epi8((char)(patterns[k].count < 2 ? 0xFF : 0));
        tests[k].third = _mm256_set1_epi8((char)patterns[k].bytes[2]);
        tests[k].fold3 = _mm256_set1_epi8((char)(patterns[k].fold & 4 ? 0x80 : 0));
    }
}

// The search of one range `[from, limit)` with AVX2, the first
// `pattern_count` of `patterns` looked for: `word_at`'s result where the word is (then `*found`
// is where), 0 when it is nowhere.
__attribute__((target("avx2"), always_inline))
static inline int find_in_range_avx2(const uint8_t *text, size_t n, size_t from, size_t limit, const uint8_t *word, size_t length,
                                     size_t offset, const fb_pattern *patterns, int pattern_count, const pair_test *tests,
                                     size_t *found) {
    // A range resumed where the entry's shorter word was most often has the longer word right
    // there: compared before the vector loop, which would also read the next cache line.
    if (length > 0 && word_at(text, from, limit, word, length) == 1) {
        *found = from;
        return 1;
    }
    // (A pattern ends at its first byte that may fold: one of three bytes or more has none before its third.)
    const int third = pattern_count == 1 && patterns[0].count >= 3;
    size_t p = from + offset;
    // One pattern (most words) gets a loop of its own, its constants in registers.
    int result = third ? find_avx2_with(text, &p, limit, n, patterns, 1, tests, 1, 1, word, length, offset)
        : pattern_count == 1 ? find_avx2_with(text, &p, limit, n, patterns, 1, tests, 1, 0, word, length, offset)
        : find_avx2_with(text, &p, limit, n, patterns, pattern_count, tests, pattern_count < 3 ? pattern_count : 3, 0, word,
                         length, offset);
    if (result == 0 && p < limit) p = find_tail(text, p, limit, n, patterns, pattern_count, word, length, offset, &result);
    *found = p - offset;
    return result;
}

// `fb_find_patterns` with AVX2.
__attribute__((target("avx2")))
static size_t find_patterns_avx2(const uint8_t *text, size_t from, size_t n, const fb_pattern *patterns, int pattern_count) {
    pair_test tests[3];
    make_pair_tests(tests, patterns, pattern_count);
    size_t at;
    return find_in_range_avx2(text, n, from, n, NULL, 0, 0, patterns, pattern_count, tests, &at) != 0 ? at : n;
}

static size_t find_sse2(const uint8_t *text, size_t p, size_t limit, size_t n, const fb_pattern *patterns, int pattern_count) {
    for (; p < limit && p + 16 + 3 <= n; p += 16) {
        const __m128i block = _mm_loadu_si128((const __m128i *)(text + p));
        uint32_t hits = 0;
        for (int k = 0; k < pattern_count; k++) {
            const fb_pattern *pattern = &patterns[k];
            uint32_t found = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(block, _mm_set1_epi8((char)pattern->bytes[0])));
            for (int j = 1; found != 0 && j < pattern->count; j++) {
                __m128i after = _mm_loadu_si128((const __m128i *)(text + p + j));
                uint32_t next = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(after, _mm_set1_epi8((char)pattern->bytes[j])));
                if (pattern->fold >> j & 1) next |= (uint32_t)_mm_movemask_epi8(after);
                found &= next;
            }
            hits |= found;
        }
        if (hits != 0) return p + (size_t)__builtin_ctz(hits);
    }
    return p;
}
#endif

// The first position in `[p, limit)` where a pattern starts (reading up to `n`) with the word
// `offset` bytes before it, `*result` then `word_at`'s; else `limit`: 16 positions a step with
// SSE2, then one by one.
static size_t find_tail(const uint8_t *text, size_t p, size_t limit, size_t n, const fb_pattern *patterns, int pattern_count,
                        const uint8_t *word, size_t length, size_t offset, int *result) {
    while (p < limit) {
#if defined(__x86_64__)
        p = find_sse2(text, p, limit, n, patterns, pattern_count);
#endif
        for (; p < limit; p++) {
            int found = 0;
            for (int k = 0; k < pattern_count && !found; k++) found = starts_at(text, p, n, &patterns[k]);
            if (found) break;
        }
        if (p >= limit) break;
        *result = word_at(text, p - offset, limit, word, length);
        if (*result != 0) return p;
        p++;
    }
    return limit;
}

// Whether an entry's letter mask has what a word needs (`LetterMask.Requirement.admits`).
static inline int admits(const fb_letters *letters, uint64_t mask) {
    if ((mask & letters->required) != letters->required) return 0;
    for (int j = 0; j < 3; j++) {
        if (letters->alternatives[j] != 0 && (mask & letters->alternatives[j]) == 0) return 0;
    }
    return 1;
}

// The entries admitted and not searched yet, in a ring: each candidate is admitted (its mask
// tested, its range made) a few entries before it is searched, so the text of the ranges a few
// ahead can be asked for while one is searched, with no break at any boundary.
enum { ahead = 8, ring_size = 16 };

typedef struct {
    size_t entry[ring_size], from[ring_size], to[ring_size];
    // Patterns to look for (1, or all for a text that may hold a scalar folding to the word's
    // first letter); cache lines to ask for ahead (1 for a range resumed where its shorter word
    // was: the word is most often at its first byte).
    uint8_t patterns[ring_size], lines[ring_size];
    size_t head, tail;
} entry_ring;

// Admits candidates from `*next` on (up to `count`) until `ahead` + 1 are waiting or none is left.
static inline void admit_ahead(entry_ring *ring, const fb_entry_texts *texts, const ptrdiff_t *entries, size_t *next, size_t count,
                               const fb_letters *letters, uint64_t folded_scalars, int pattern_count) {
    size_t i = *next;
    for (; i < count && ring->tail - ring->head <= ahead; i++) {
        size_t e = entries != NULL ? (size_t)entries[i] : i;
        uint64_t mask = texts->masks[e];
        if (!admits(letters, mask)) continue;
        size_t lower = texts->ranges[2 * e], upper = texts->ranges[2 * e + 1];
        // A replaced entry's text moved: a start in its old place is not in its range.
        ptrdiff_t resume = e < texts->earlier_count ? texts->earlier[e] : -1;
        int resumed = resume >= (ptrdiff_t)lower && resume < (ptrdiff_t)upper;
        size_t k = ring->tail++ % ring_size;
        ring->entry[k] = e;
        ring->from[k] = resumed ? (size_t)resume : lower;
        ring->to[k] = upper;
        ring->patterns[k] = (uint8_t)((mask & folded_scalars) != 0 ? pattern_count : (pattern_count > 0 ? 1 : 0));
        ring->lines[k] = resumed ? 1 : 4;
    }
    *next = i;
}

// Writes entry `e` found at `at` (`result` from `word_at`) to the matches; returns how many there are.
static inline size_t record_match(size_t matched_count, size_t e, size_t at, int result, fb_entry_matches *out) {
    out->entries[matched_count] = (ptrdiff_t)e;
    out->places[matched_count] = (ptrdiff_t)at;
    out->unsure[matched_count] = result == 2;
    if (result == 1) out->starts[e] = (ptrdiff_t)at;
    return matched_count + 1;
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static size_t find_words_in_entries_avx2(const uint8_t *text, size_t n, const fb_entry_texts *texts, const ptrdiff_t *entries,
                                         size_t count, const fb_letters *letters, uint64_t folded_scalars, const uint8_t *word,
                                         size_t length, size_t offset, const fb_pattern *patterns, int pattern_count,
                                         fb_entry_matches *out) {
    pair_test tests[3];
    make_pair_tests(tests, patterns, pattern_count);
    entry_ring ring;
    ring.head = ring.tail = 0;
    size_t next = 0, matched_count = 0;
    while (1) {
        admit_ahead(&ring, texts, entries, &next, count, letters, folded_scalars, pattern_count);
        if (ring.head == ring.tail) break;
        // The text of the range `ahead` on is asked for now, so those reads overlap (the
        // hardware's own prefetch starts afresh at every range).
        if (ring.tail - ring.head > ahead) {
            size_t later = (ring.head + ahead) % ring_size;
            const uint8_t *start = text + ring.from[later] + offset, *end = text + ring.to[later];
            for (int line = 0; line < ring.lines[later] && start + 64 * line < end; line++) __builtin_prefetch(start + 64 * line);
        }
        size_t k = ring.head++ % ring_size;
        size_t at = ring.from[k];
        int result = 2;
        if (ring.patterns[k] > 0) {
            result = find_in_range_avx2(text, n, ring.from[k], ring.to[k], word, length, offset, patterns, ring.patterns[k], tests, &at);
        }
        if (result != 0) matched_count = record_match(matched_count, ring.entry[k], at, result, out);
    }
    return matched_count;
}
#endif

size_t fb_find_words_in_entries(const uint8_t *text, size_t n, const fb_entry_texts *texts, const ptrdiff_t *entries, size_t count,
                                const fb_letters *letters, uint64_t folded_scalars, const uint8_t *word, size_t length, size_t offset,
                                const fb_pattern *patterns, int pattern_count, fb_entry_matches *out) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) {
        return find_words_in_entries_avx2(text, n, texts, entries, count, letters, folded_scalars, word, length, offset, patterns,
                                          pattern_count, out);
    }
#endif
    entry_ring ring;
    ring.head = ring.tail = 0;
    size_t next = 0, matched_count = 0;
    while (1) {
        admit_ahead(&ring, texts, entries, &next, count, letters, folded_scalars, pattern_count);
        if (ring.head == ring.tail) break;
        size_t k = ring.head++ % ring_size;
        size_t p = ring.from[k] + offset, limit = ring.to[k];
        int result = 2;
        if (ring.patterns[k] > 0) {
            result = 0;
            p = p < limit ? find_tail(text, p, limit, n, patterns, ring.patterns[k], word, length, offset, &result) : limit;
        }
        if (result != 0) matched_count = record_match(matched_count, ring.entry[k], p - offset, result, out);
    }
    return matched_count;
}

size_t fb_find_patterns(const uint8_t *text, size_t from, size_t n, const fb_pattern *patterns, int pattern_count) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) return find_patterns_avx2(text, from, n, patterns, pattern_count);
#endif
    int result = 0;
    return from < n ? find_tail(text, from, n, n, patterns, pattern_count, NULL, 0, 0, &result) : n;
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

uint64_t fb_or_of_byte_bits(const uint8_t *text, size_t count, const uint64_t *bits) {
    // Four accumulators: the lookups do not wait on each other's or.
    uint64_t a = 0, b = 0, c = 0, d = 0;
    size_t p = 0;
    for (; p + 4 <= count; p += 4) {
        a |= bits[text[p]];
        b |= bits[text[p + 1]];
        c |= bits[text[p + 2]];
        d |= bits[text[p + 3]];
    }
    for (; p < count; p++) a |= bits[text[p]];
    return a | b | c | d;
}

size_t fb_first_with_bits(const uint8_t *text, size_t from, size_t count, const uint64_t *bits, uint64_t wanted) {
    for (size_t p = from; p < count; p++) {
        if (bits[text[p]] & wanted) return p;
    }
    return count;
}
