import Testing

// Placeholder until the TextLayout owner lands real tests; asserts only that the target builds.
@Test func TextLayoutBuilds() { #expect(Bool(true)) }
