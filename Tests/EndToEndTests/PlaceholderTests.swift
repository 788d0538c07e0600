import Testing

// Placeholder until the EndToEnd owner lands real tests; asserts only that the target builds.
@Test func EndToEndBuilds() { #expect(Bool(true)) }
