import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import Pictures
import TerminalUI

/// Narrow and failing pictures, posts' initials, and paging that retraces its steps.
@Suite struct ListRowDetailsTests {
    static func app(_ items: [FeedItem], width: Int, height: Int, pictures: Bool = true) -> App {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: width, height: height),
                                pictureMode: pictures ? .density(inverted: false) : nil)
        guard case .load(_, let generation) = effects.first else { fatalError("start did not load: \(effects)") }
        _ = app.update(.itemsArrived(items.map { ListEntry($0) }, generation: generation))
        _ = app.update(.loadFinished(generation: generation))
        return app
    }

    static let pictured: [FeedItem] = (0..<4).map { n in
        FeedItem(id: "p\(n)", title: "Picture story \(n) with a title of some length", summary: "A short summary.",
                 thumbnails: [FeedThumbnail(url: "http://nowhere.invalid/\(n).png")])
    }

    @Test func aFailedPictureCollapsesToAOneLineNote() throws {
        let app = Self.app(Self.pictured, width: 80, height: 40)
        let before = try #require(app.list.visibleRows().first)
        #expect(before.drawing.height == 8)
        var canvas = Canvas(size: app.state.size)
        let report = app.render(into: &canvas)
        let failed = Dictionary(uniqueKeysWithValues: report.pictures.map { ($0, PictureSlot.failed("no host")) })
        _ = app.update(.picturesArrived(failed, onScreen: report.pictures))
        let after = try #require(app.list.visibleRows().first)
        #expect(after.drawing.boxes.allSatisfy { $0.role != .thumbnail })
        #expect(after.drawing.height == 5) // padding, title, summary, note, padding
        let screen = Sample.screen(app)
        #expect(screen.contains { $0.contains("✕ picture: no host") })
        #expect(!screen.contains { $0.contains("┌──────────┐") })
        // A reload asks for the picture again: the rows come back with their boxes.
        _ = Sample.send("r", to: app)
    }

    /// The detail's picture that fails is a one-line note too: its 12-row box with a cross took
    /// half of an 80x24 screen and all of a small one.
    @Test func aFailedPictureInTheDetailIsAOneLineNote() throws {
        let app = Self.app(Self.pictured, width: 60, height: 24)
        Sample.send("Enter", to: app)
        #expect(app.frameLayout.detail?.picture != nil)
        var canvas = Canvas(size: app.state.size)
        let report = app.render(into: &canvas)
        let detailBox = try #require(report.pictures.first { $0.url == Self.pictured[0].thumbnails[0].url })
        _ = app.update(.picturesArrived([detailBox: .failed("no host nowhere.invalid")], onScreen: report.pictures))
        #expect(app.frameLayout.detail?.picture == nil)
        let screen = Sample.screen(app)
        #expect(screen.contains { $0.contains("✕ picture: no host nowhere.invalid") }, "\(screen.joined(separator: "\n"))")
        #expect(!screen.contains { $0.contains("┌") }, "no box")
        #expect(screen.contains { $0.contains("A short summary.") }, "the text moves up")
    }

    @Test func narrowListsDropTheThumbnail() {
        let app = Self.app(Self.pictured, width: 39, height: 30)
        let rows = app.list.visibleRows()
        #expect(rows.allSatisfy { row in row.drawing.boxes.allSatisfy { $0.role != .thumbnail } })
        #expect(rows.first?.drawing.labels.first?.frame.width ?? 0 > 20)
        let wide = Self.app(Self.pictured, width: 80, height: 30)
        #expect(wide.list.visibleRows().first?.drawing.boxes.contains { $0.role == .thumbnail } == true)
    }

    @Test func aTitlelessPostShowsItsAuthorsInitials() {
        let posts = [FeedItem(id: "1", author: "Jane van Doe", summary: "Just a thought."),
                     FeedItem(id: "2", author: "林小雨", summary: "今天在公园画了一下午的速写")]
        let app = Self.app(posts, width: 60, height: 30, pictures: false)
        let screen = Sample.screen(app)
        #expect(screen.contains { $0.contains("│JD│ Jane van Doe") })
        #expect(screen.contains { $0.contains("│林│ 林小雨") })
        #expect(ListView.initials(of: "@lin@social.example") == "LE")
        #expect(ListView.initials(of: "marco") == "M")
        #expect(ListView.initials(of: "Lena Hoffmann @lena") == "LH")
        #expect(ListView.initials(of: "晚风 @wanfeng") == "晚")
        #expect(ListView.initials(of: "") == "")
    }

    @Test(arguments: ["80x24", "100x30", "60x40", "40x60"])
    func pagingBackRetracesThePages(_ size: String) {
        let dimensions = size.split(separator: "x").compactMap { Int($0) }
        let app = Self.app(Sample.items(40), width: dimensions[0], height: dimensions[1], pictures: false)
        for pages in 1...4 {
            Sample.send("g", to: app)
            let start = (app.list.selectedItem?.id, app.list.selectedScreenLine)
            var trail: [(String?, Int?)] = [start]
            for _ in 0..<pages {
                Sample.send("Space", to: app)
                trail.append((app.list.selectedItem?.id, app.list.selectedScreenLine))
            }
            for step in (0..<pages).reversed() {
                Sample.send("b", to: app)
                #expect(app.list.selectedItem?.id == trail[step].0, "\(size): \(pages) pages, back to page \(step)")
                #expect(app.list.selectedScreenLine == trail[step].1)
            }
        }
        // Page up then down retraces too.
        Sample.send("G b b", to: app)
        let place = app.list.selectedItem?.id
        Sample.send("b Space", to: app)
        #expect(app.list.selectedItem?.id == place)
    }
}
