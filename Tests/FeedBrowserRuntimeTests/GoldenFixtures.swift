/// Feeds whose screens are recorded in Fixtures/screens, as paths from the repository root: the
/// bundled sample, plus feeds written for the app's screens (Atom with Unicode, a title-less
/// social timeline with CJK and a picture, a hostile feed full of escape sequences,
/// an article with headings, code, a quotation and links).
enum GoldenFixtures {
    static let feeds: [String] = [
        "Fixtures/feeds/deviantart-sample.xml",
        "Fixtures/screens/feeds/engineering-blog.atom",
        "Fixtures/screens/feeds/social-timeline.xml",
        "Fixtures/screens/feeds/hostile.xml",
        "Fixtures/screens/feeds/structured-article.xml",
    ]
}
