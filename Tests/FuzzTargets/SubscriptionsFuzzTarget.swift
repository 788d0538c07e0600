import Foundation
import Subscriptions

/// Bytes into the urls file reader and the OPML/urls importer: never a crash; an unchanged list
/// writes back the very bytes it was read from; what is imported exports to OPML and reads back
/// as the same feeds.
public enum SubscriptionsFuzzTarget {
    /// Seeds: the urls files and OPML documents in `Fixtures/subscriptions`.
    public static var target: FuzzTarget {
        FuzzTarget(
            name: "subscriptions", seeds: FuzzTarget.fixtureFiles("subscriptions", extensions: [".urls", ".opml"]),
            dictionary: dictionary, check: check)
    }

    static let dictionary = [
        "\n", "\r\n", "#", "\"", "\\\"", "~", "!", "\"~Title\"", "\"query:unread:unread = \\\"yes\\\"\"", "exec:", "filter:",
        "https://", "file:///", " tag", "\t", "<outline ", "xmlUrl=\"", "type=\"rss\"", "text=\"", "category=\"/a/b,c\"",
        "</outline>", "<body>", "</opml>", "<!DOCTYPE", "&amp;", "&#0;", "&#x110000;", "<![CDATA[", "<!-- ", "-->", "\u{FEFF}",
    ]

    /// The invariants `bytes` broke.
    @Sendable public static func check(_ bytes: [UInt8]) -> [String] {
        var broken: [String] = []
        let list = SubscriptionList(bytes: bytes)
        if list.bytes != bytes { broken.append("the urls file did not write back byte for byte") }
        if SubscriptionList(bytes: list.bytes) != list { broken.append("the urls file read differently the second time") }
        if let text = String(validating: bytes, as: UTF8.self), SubscriptionList(text: text).text != text {
            broken.append("the urls file's text did not round-trip")
        }
        let imported = ImportedSubscriptions(bytes: bytes)
        if imported.subscriptions.count > bytes.count { broken.append("\(imported.subscriptions.count) feeds from \(bytes.count) bytes") }
        let exported = OPMLWriter.document(for: imported.subscriptions, dateCreated: Date(timeIntervalSince1970: 0))
        let again = ImportedSubscriptions.opml(Array(exported.utf8))
        // The export groups feeds by tag, so the order may change; the feeds may not.
        let (urls, readBack) = (imported.subscriptions.map(\.url).sorted(), again.subscriptions.map(\.url).sorted())
        if readBack != urls {
            let first = zip(urls, readBack).first { $0 != $1 }.map { "\($0.0.debugDescription) came back as \($0.1.debugDescription)" }
            broken.append("exported to OPML, \(urls.count) feeds read back as \(readBack.count): \(first ?? "")")
        }
        return broken
    }
}
