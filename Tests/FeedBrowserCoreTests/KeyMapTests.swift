import Testing
@testable import FeedBrowserCore
import TerminalUI

@Suite struct KeyMapTests {
    let map = KeyMap.standard

    @Test(arguments: [
        ("j", Command.moveDown), ("Down", .moveDown), ("k", .moveUp), ("Up", .moveUp),
        ("Space", .pageDown), ("PageDown", .pageDown), ("b", .pageUp), ("PageUp", .pageUp),
        ("g", .top), ("Home", .top), ("G", .bottom), ("End", .bottom),
        ("Enter", .open), ("l", .open), ("Right", .open), ("Esc", .back), ("h", .back), ("Left", .back),
        ("/", .filter), ("s", .query), ("r", .reload), ("o", .openLink), ("?", .help), ("q", .quit),
        ("C-f", .pageDown), ("C-b", .pageUp), ("C-d", .halfPageDown), ("C-u", .halfPageUp),
        ("J", .nextItem), ("C-n", .nextItem), ("K", .previousItem), ("C-p", .previousItem),
        ("v", .cycleRowStyle), ("t", .toggleSortOrder), ("Q", .quitNow),
    ])
    func bindsTheDesignKeys(name: String, command: Command) throws {
        let key = try #require(Key(name: name))
        #expect(map.command(for: key) == command)
    }

    @Test func everyCommandHasAKeyAndHelpText() {
        for command in Command.allCases {
            let binding = map.bindings.first { $0.command == command }
            #expect(binding != nil, "no key for \(command)")
            #expect(binding?.summary.isEmpty == false)
        }
    }

    @Test func unboundKeysDoNothing() {
        #expect(map.command(for: .character("z")) == nil)
        #expect(map.command(for: .function(5)) == nil)
    }

    @Test func firstBindingOfAKeyWins() {
        let custom = KeyMap(bindings: [
            KeyBinding([.character("x")], .quit, "x", "quit"),
            KeyBinding([.character("x")], .help, "x", "help"),
        ])
        #expect(custom.command(for: .character("x")) == .quit)
    }

    /// The status line's hint names the keys in force from the first frame: with help unbound
    /// (`help = []`) only the quit key's hint is left, named as bound.
    @Test func theHintNamesTheKeysBoundFromTheFirstFrame() {
        for (overrides, hint) in [([Command.help: [[Key]]()], "q quit"),
                                  ([.help: [], .quit: [[Key.character("x")]]], "x quit")] {
            let app = App(keyMap: KeyMap.standard.overriding(overrides), timeZone: Sample.utc)
            _ = app.start(location: "feed.xml", size: TerminalSize(width: 80, height: 10))
            #expect(Sample.screen(app).last?.hasPrefix(hint + " ") == true, "\(Sample.screen(app).last ?? "")")
            _ = app.update(.itemsArrived(Sample.items(2).map { ListEntry($0) }, generation: app.state.generation))
            _ = app.update(.loadFinished(generation: app.state.generation))
            #expect(Sample.screen(app).last?.hasPrefix(hint + " ") == true, "\(Sample.screen(app).last ?? "")")
        }
    }
}
