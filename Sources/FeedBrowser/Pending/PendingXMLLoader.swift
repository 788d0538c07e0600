// TEMPORARY loader on Foundation's XMLParser so the app runs end to end before Feeds' streaming
// parser lands; replaced by a thin FeedLoading over Feeds/FeedFetch. Never merged to main.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

public struct PendingXMLLoader: FeedLoading {
    public init() {}

    public func load(_ location: String, deliver: @escaping @Sendable (FeedLoadEvent) -> Void) -> FeedLoadCancellation {
        let cancellation = FeedLoadCancellation()
        let thread = Thread {
            guard let data = FileManager.default.contents(atPath: location) else {
                deliver(.failed("cannot read \(location)"))
                return
            }
            let delegate = Delegate(deliver: deliver, base: URL(fileURLWithPath: location), cancellation: cancellation)
            let parser = XMLParser(data: data)
            parser.shouldProcessNamespaces = false
            parser.delegate = delegate
            let ok = parser.parse()
            delegate.flush()
            if cancellation.isCancelled { return }
            if ok { deliver(.finished) } else {
                deliver(.failed("malformed feed at line \(parser.lineNumber), column \(parser.columnNumber)"))
            }
        }
        thread.start()
        return cancellation
    }

    final class Delegate: NSObject, XMLParserDelegate, @unchecked Sendable {
        let deliver: @Sendable (FeedLoadEvent) -> Void
        let base: URL
        let cancellation: FeedLoadCancellation
        var batch: [FeedItem] = []
        var current: [String: String]?
        var thumbs: [FeedThumbnail] = []
        var text = ""
        var channelTitle: String?
        var count = 0
        init(deliver: @escaping @Sendable (FeedLoadEvent) -> Void, base: URL, cancellation: FeedLoadCancellation) {
            self.deliver = deliver; self.base = base; self.cancellation = cancellation
        }
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if cancellation.isCancelled { parser.abortParsing() }
            text = ""
            if name == "item" || name == "entry" { current = [:]; thumbs = [] }
            if name == "media:thumbnail", let url = attributes["url"] {
                let resolved = URL(string: url, relativeTo: base)?.absoluteURL.path ?? url
                thumbs.append(FeedThumbnail(url: resolved, width: attributes["width"].flatMap(Int.init), height: attributes["height"].flatMap(Int.init)))
            }
            if name == "link", current != nil, let href = attributes["href"] { current?["link"] = href }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, foundCDATA data: Data) { text += String(decoding: data, as: UTF8.self) }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if current == nil {
                if name == "title" && channelTitle == nil { channelTitle = value; deliver(.title(Self.plain(value))) }
                return
            }
            switch name {
            case "item", "entry":
                let c = current!
                count += 1
                batch.append(FeedItem(id: c["id"] ?? c["link"] ?? "item-\(count)", title: c["title"].map(Self.plain),
                                      link: c["link"], author: c["author"].map(Self.plain), published: nil,
                                      summary: Self.plain(c["media:description"] ?? c["description"] ?? c["summary"] ?? ""),
                                      content: Self.plain(c["content:encoded"] ?? c["content"] ?? c["description"] ?? ""),
                                      links: [], thumbnails: thumbs))
                current = nil
                if batch.count >= 200 { flush() }
            case "guid", "id": current?["id"] = value
            case "dc:creator", "name": current?["author"] = value
            case "link": if !value.isEmpty { current?["link"] = value }
            default: current?[name] = value
            }
            text = ""
        }
        func flush() {
            if !batch.isEmpty && !cancellation.isCancelled { deliver(.items(batch.map(ListEntry.init))) }
            batch = []
        }
        static func plain(_ html: String) -> String {
            var s = html.replacingOccurrences(of: "<br ?/?>|</p>", with: "\n", options: .regularExpression)
            s = s.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            s = s.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            return s
        }
    }
}
