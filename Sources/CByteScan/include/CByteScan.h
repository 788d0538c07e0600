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

/// What an entry's letter mask must have for a word (`LetterMask.Requirement`): every bit of
/// `required`, and at least one bit of each `alternatives[j]` that is not 0.
typedef struct {
    uint64_t required;
    uint64_t alternatives[3];
} fb_letters;

/// The entries a word is searched in: entry `e`'s text is `text[ranges[2e] ..< ranges[2e + 1]]`,
/// its letter mask `masks[e]`; `earlier[e]` (for `e < earlier_count`; may be NULL when that is 0)
/// is where a word the searched one begins with was found in it (-1: nowhere).
typedef struct {
    const size_t *ranges;
    const uint64_t *masks;
    const ptrdiff_t *earlier;
    size_t earlier_count;
} fb_entry_texts;

/// Where `fb_find_words_in_entries` writes: per entry found, the entry, where the word starts and
/// whether that is only where a folded compare must go on (1) or the match (0); and, for each
/// match, where it starts in `starts[e]` (one element per entry; others are not written).
typedef struct {
    ptrdiff_t *entries;
    ptrdiff_t *places;
    uint8_t *unsure;
    ptrdiff_t *starts;
} fb_entry_matches;

/// The filter's search of one word over entries: the candidates `entries[0 ..< count]` (entry
/// indices; NULL: the entries `0 ..< count`) whose mask meets `letters`, each searched from
/// `earlier[e]` when it lies in the entry's range, else from its start, for the folded `word`
/// (`length` bytes) in `text` (ASCII letters lowercased, other bytes as written), looked for where
/// one of `patterns` starts `offset` bytes into it (the bytes before are plain ASCII, none of k, i,
/// s): all `pattern_count` for an entry whose mask has `folded_scalars` (a scalar folding to the
/// word's first letter), else the first only; with no pattern (a word whose first letter is not
/// ASCII), every entry admitted is unsure at its start. Writes the entries where the word is (in
/// candidate order) to `out` and returns how many: a match, or, unsure, the first place where the
/// compare met a non-ASCII scalar of the text that may fold to the word's k, i, s or non-ASCII byte
/// (the caller compares folded from there: the word may be there or later). Reads `text[0 ..< n]`
/// only, past an entry's range too; a match must end inside the range. Each candidate is admitted a
/// few entries before it is searched, the vector constants are made once, and the text of the
/// ranges a few ahead is asked for (prefetched) while one is searched: one cache line when the range
/// starts where the entry's shorter word was (the longer one is most often right there: compared
/// there first), else four.
size_t fb_find_words_in_entries(const uint8_t *text, size_t n, const fb_entry_texts *texts, const ptrdiff_t *entries, size_t count,
                                const fb_letters *letters, uint64_t folded_scalars, const uint8_t *word, size_t length, size_t offset,
                                const fb_pattern *patterns, int pattern_count, fb_entry_matches *out);

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
