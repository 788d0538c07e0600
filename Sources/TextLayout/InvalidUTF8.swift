/// The engine met a byte sequence that is not UTF-8 (`CheckedUTF8`); the caller repairs the text.
struct InvalidUTF8: Error {}
