/// Fixture feeds (Fixtures/feeds) whose screens are recorded in Fixtures/screens.
enum GoldenFixtures {
    static let feeds: [String] = ["deviantart-sample.xml"]
}
