import Testing

// Placeholder until the TableModel owner lands real tests; asserts only that the target builds.
@Test func TableModelBuilds() { #expect(Bool(true)) }
