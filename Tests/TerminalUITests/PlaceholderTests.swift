import Testing

// Placeholder until the TerminalUI owner lands real tests; asserts only that the target builds.
@Test func TerminalUIBuilds() { #expect(Bool(true)) }
