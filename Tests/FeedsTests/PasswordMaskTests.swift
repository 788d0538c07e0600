import Feeds
import Testing

/// The user information of a URL, masked for messages and left out of a shared export.
@Suite struct PasswordMaskTests {
    @Test(arguments: [
        ("https://bob:s3cret@example.org/feed", "https://bob:***@example.org/feed", true, "https://example.org/feed"),
        ("https://bob:p@ss@example.org/feed?a=b@c", "https://bob:***@example.org/feed?a=b@c", true, "https://example.org/feed?a=b@c"),
        ("https://bob@example.org/feed", "https://bob@example.org/feed", false, "https://example.org/feed"),
        ("https://example.org/feed?mail=a@b", "https://example.org/feed?mail=a@b", false, "https://example.org/feed?mail=a@b"),
        ("https://bob:x@example.org", "https://bob:***@example.org", true, "https://example.org"),
        ("not a url bob:x@y", "not a url bob:x@y", false, "not a url bob:x@y"),
    ])
    func masksDetectsAndRemoves(url: String, masked: String, hasPassword: Bool, shared: String) {
        #expect(PasswordMask.redactingPassword(in: url) == masked)
        #expect(PasswordMask.hasPassword(url) == hasPassword)
        #expect(PasswordMask.removingUserInformation(from: url) == shared)
    }
}
