/// A precondition of a test that did not hold (a missing row, an unexpected success).
struct TestFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
