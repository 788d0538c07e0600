import FeedBrowserCore
import Feeds
import Testing

/// What issue 15 adds to the screen: a podcast episode's duration and artwork in the detail, and
/// load notes (the feed an HTML page led to, why a feed has no items) on the status line.
@Suite struct WildFeedDisplayTests {
    @Test func anEpisodesDurationIsInTheBylineAndItsArtworkListed() {
        var item = Sample.items(1)[0]
        item.duration = "1:02:03"
        item.artworkURL = "https://pod.example/art.jpg"
        let document = DetailDocument(item: item, width: 80, timeZone: Sample.utc)
        #expect(document.lines.contains { $0.role == .byline && $0.text.hasSuffix(" · 1:02:03") })
        #expect(document.lines.contains { $0.text == "Artwork: https://pod.example/art.jpg" })
    }

    @Test func artworkThatIsThePictureIsNotListedAgain() {
        var item = Sample.items(1)[0]
        item.artworkURL = "https://pod.example/art.jpg"
        item.thumbnails = [FeedThumbnail(url: "https://pod.example/art.jpg")]
        let document = DetailDocument(item: item, width: 80, timeZone: Sample.utc)
        #expect(!document.lines.contains { $0.text.hasPrefix("Artwork:") })
    }

    @Test func aLoadNoteIsOnTheStatusLine() {
        let app = Sample.app(width: 100, height: 20)
        _ = app.update(.loadNote("no items read: the document has 2 item or entry elements in no namespace", generation: app.state.generation))
        #expect(Sample.screen(app).last?.hasPrefix("no items read: the document has 2 item") == true)
        _ = app.update(.loadNote("stale", generation: app.state.generation + 1))
        #expect(Sample.screen(app).last?.hasPrefix("no items read") == true, "a note of another load is not shown")
    }
}
