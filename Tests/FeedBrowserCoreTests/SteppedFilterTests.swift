import Feeds
import Foundation
import Testing
import TestSupport
@testable import FeedBrowserCore
import TerminalUI

/// A held list's filter search done in steps (`HeldFilterSearch`: the key does the first, idle
/// time the rest) ends with exactly the rows the search done at once gives, whatever happens
/// between its steps; meanwhile the list shows the last finished search's rows and says so.
@Suite struct SteppedFilterTests {
    /// Letters the random filters are typed from: common ones, so words match some items and not
    /// others, and ones that fold (ß, K KELVIN SIGN).
    static let letters: [Character] = ["a", "b", "e", "k", "s", "ß", "x", " ", "\u{212A}", "E"]

    static func listPane(stepBytes: Int = ListPane.defaultFilterStepBytes) -> ListPane {
        let pane = ListPane(filterStepBytes: stepBytes)
        pane.resize(width: 60, height: 20)
        return pane
    }

    /// The items shown, top to bottom.
    static func shown(_ pane: ListPane) -> [Int] {
        (0..<pane.rowCount).map(pane.itemIndex(forRow:))
    }

    /// Steps `pane`'s search until it ends; the number of steps it took.
    @discardableResult
    static func finish(_ pane: ListPane) -> Int {
        var steps = 0
        while pane.isSearching {
            pane.continueSearch()
            steps += 1
        }
        return steps
    }

    /// Random typing (letters, Backspace, a new filter, clearing it) with keys arriving while
    /// the search of the last one is under way, and entries arriving between steps: the stepped
    /// list ends each search with the rows of a list searching at once, given the same changes.
    @Test(arguments: [false, true])
    func steppingToTheEndGivesTheRowsOfTheSearchAtOnce(newestFirst: Bool) {
        var random = SeededGenerator(seed: newestFirst ? 7 : 13)
        let atOnce = Self.listPane()
        let stepped = Self.listPane(stepBytes: 96)
        for pane in [atOnce, stepped] { pane.setSortOrder(newestFirst ? .newestFirst : .feedOrder) }
        var number = 0
        func arrive(_ count: Int) {
            let entries = (0..<count).map { _ in
                number += 1
                var entry = SearchTextTests.entry(&random, number: number)
                entry = ListEntry(FeedItem(id: entry.item.id, title: entry.item.title, link: entry.item.link, author: entry.item.author,
                                           published: Date(timeIntervalSince1970: Double(Int.random(in: 0..<1_000, using: &random)) * 3600),
                                           summary: entry.item.summary, content: entry.item.content))
                return entry
            }
            atOnce.append(entries)
            stepped.append(entries)
        }
        arrive(200)
        var text = ""
        var midSearch = 0
        var stepsTaken = 0
        for round in 0..<400 {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: text = ""
            case 1...3: text = String(text.dropLast())
            case 4: text = String(Self.letters.randomElement(using: &random)!)
            default: text.append(Self.letters.randomElement(using: &random)!)
            }
            if stepped.isSearching { midSearch += 1 }
            if Int.random(in: 0..<25, using: &random) == 0 {
                // `t`: the rows shown (and a search under way) follow their entries to their new rows.
                let order: ItemOrder = atOnce.sortOrder == .newestFirst ? .feedOrder : .newestFirst
                atOnce.setSortOrder(order)
                stepped.setSortOrder(order)
                if !stepped.isSearching { #expect(Self.shown(stepped) == Self.shown(atOnce), "round \(round): after t") }
            }
            atOnce.setFilter(text)
            stepped.setFilter(text)
            #expect(!atOnce.isSearching, "a list of ordinary size is searched in the key")
            // Some steps (the key arriving mid-search), entries arriving between them.
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                stepped.continueSearch()
                stepsTaken += 1
                if Int.random(in: 0..<8, using: &random) == 0 { arrive(Int.random(in: 1...20, using: &random)) }
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                // (The selections may differ: the list searching at once went through filters the
                // stepped one replaced before they ended.)
                let selected = stepped.selectedRow.map(stepped.itemIndex(forRow:))
                stepsTaken += Self.finish(stepped)
                #expect(Self.shown(stepped) == Self.shown(atOnce), "round \(round): \"\(text)\"")
                if let selected, Self.shown(stepped).contains(selected) {
                    #expect(stepped.selectedRow.map(stepped.itemIndex(forRow:)) == selected, "round \(round): the selected item kept")
                }
                #expect((stepped.selectedRow != nil) == (stepped.rowCount > 0), "round \(round): a row selected whenever rows are shown")
            }
        }
        Self.finish(stepped)
        #expect(Self.shown(stepped) == Self.shown(atOnce))
        #expect(midSearch > 50, "keys came while a search was under way")
        #expect(stepsTaken > 200)
    }

    /// Entries replaced between steps (searched already or not) and appended are searched as
    /// they are at the end: the rows are the matches of the filter among the entries as they are.
    @Test func entriesReplacedOrAddedMidSearchAreSearchedAsTheyAreNow() {
        var random = SeededGenerator(seed: 21)
        var entries = (0..<150).map { SearchTextTests.entry(&random, number: $0) }
        let pane = Self.listPane(stepBytes: 80)
        pane.append(entries)
        var stepped = 0
        for round in 0..<200 {
            let text = (0..<Int.random(in: 1...2, using: &random))
                .map { _ in SearchTextTests.text(&random, pieces: Int.random(in: 1...3, using: &random)) }.joined(separator: " ")
            pane.setFilter("")
            pane.setFilter(text)
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                if Bool.random(using: &random) {
                    let index = Int.random(in: entries.indices, using: &random)
                    entries[index] = SearchTextTests.entry(&random, number: index)
                    pane.replaceEntry(entries[index], atItemIndex: index)
                }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let entry = SearchTextTests.entry(&random, number: entries.count)
                    entries.append(entry)
                    pane.append([entry])
                }
                if pane.isSearching { stepped += 1 }
                pane.continueSearch()
            }
            Self.finish(pane)
            #expect(Self.shown(pane) == SearchTextTests.reference(entries, FilterQuery(text)), "round \(round): \"\(text)\"")
        }
        #expect(stepped > 100, "changes came between steps")
    }

    /// A reload under a filter searched in steps shows the old matches still in the list (by id)
    /// until the search of the new entries ends, so the reader's item stays; then the new matches.
    @Test func aReloadShowsTheOldMatchesUntilTheNewSearchEnds() {
        var random = SeededGenerator(seed: 5)
        var entries = (0..<120).map { SearchTextTests.entry(&random, number: $0) }
        let pane = Self.listPane(stepBytes: 64)
        pane.append(entries)
        pane.setFilter("e")
        Self.finish(pane)
        pane.setFilter("ab")
        Self.finish(pane)
        let before = Self.shown(pane)
        #expect(before.count > 3 && before.count < entries.count)
        pane.select(row: 2)
        let selected = pane.selectedItem?.id
        // The reload: the same items but every tenth rewritten, and ten new ones at the end.
        for index in stride(from: 0, to: entries.count, by: 10) { entries[index] = SearchTextTests.entry(&random, number: index) }
        entries += (120..<130).map { SearchTextTests.entry(&random, number: $0) }
        pane.replaceEntries(entries)
        #expect(pane.isSearching)
        #expect(Self.shown(pane) == before, "the old matches, by id, while the new entries are searched")
        // (`App.finishReload` selects the reader's item again by its row.)
        let row = pane.row(forItemIndex: Int(selected ?? "") ?? -1)
        #expect(row != nil, "the reader's item is shown")
        if let row { pane.select(row: row) }
        Self.finish(pane)
        #expect(Self.shown(pane) == SearchTextTests.reference(entries, FilterQuery("ab")))
    }

    /// The key does one step; meanwhile the rows are the last finished search's, the status line
    /// says Searching…, and `A` would not mark rows the search may drop. The last step shows the
    /// matches, the selection kept on its item.
    @Test func theListSaysSearchingUntilTheLastStep() {
        let app = App(list: ListPane(filterStepBytes: 300), timeZone: Sample.utc, sortOrder: .feedOrder)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: 120, height: 40))
        guard case .load(_, let generation) = effects.first else { Issue.record("no load"); return }
        _ = app.update(.feedTitle("Sample Feed", generation: generation))
        _ = app.update(.itemsArrived(Sample.items(30).map { ListEntry($0) }, generation: generation))
        _ = app.update(.loadFinished(generation: generation))
        let atOnce = Sample.app()
        Sample.send("j j j j j j j j j j j j", to: app)
        Sample.send("j j j j j j j j j j j j", to: atOnce)
        #expect(app.list.selectedItem?.id == "item-12")
        DeferredFilterTests.sendDeferring("/ e x a m p l e . c o m / 1", to: app)
        let during = Sample.screen(app)
        #expect(app.list.isSearching)
        #expect(app.list.rowCount == 30, "the rows before the filter stay until the search ends")
        #expect(during.last?.contains("Searching…") == true, "status: \(during.last ?? "")")
        var steps = 0
        while app.list.isSearching {
            _ = app.update(.searchFilter)
            steps += 1
        }
        #expect(steps > 3)
        Sample.send("/ e x a m p l e . c o m / 1", to: atOnce)
        #expect(Sample.screen(app) == Sample.screen(atOnce), "the rows, selection and status of the search done at once")
        #expect(app.list.rowCount == 11, "example.com/1, /10 ... /19")
        #expect(app.list.selectedItem?.id == "item-12", "the selected item is kept")
        // Typing on while a search runs: the new one replaces it and narrows the finished one's rows.
        DeferredFilterTests.sendDeferring("3", to: app)
        _ = app.render()
        #expect(app.list.isSearching)
        DeferredFilterTests.sendDeferring("Backspace 5", to: app)
        _ = app.render()
        while app.list.isSearching { _ = app.update(.searchFilter) }
        #expect(app.list.filter == "example.com/15")
        #expect(Self.shown(app.list) == [15])
        // Esc in the middle of a search ends it and shows every row.
        DeferredFilterTests.sendDeferring("Backspace 7", to: app)
        _ = app.render()
        #expect(app.list.isSearching)
        Sample.send("Esc", to: app)
        #expect(!app.list.isSearching)
        #expect(app.list.rowCount == 30)
        #expect(app.list.selectedItem?.id == "item-15")
    }
}
