import Testing
import TerminalUI
@testable import FeedBrowserCore

/// The prompts' line editing: a cursor that moves by grapheme clusters, readline's keys.
@Suite struct PromptLineTests {
    /// `line` after `keys`, each a character typed or a named key ("Left", "C-w").
    func edited(_ line: PromptLine, _ keys: [String]) -> PromptLine {
        var line = line
        for name in keys { _ = line.apply(Key(name: name) ?? .character(Character(name))) }
        return line
    }

    @Test func theCursorMovesByGraphemeClusters() {
        // A combining accent and a skin tone typed on their own join the cluster before them.
        var line = edited(PromptLine(text: ""), ["e", "\u{301}", "中", "👍", "🏽", "x"])
        #expect(line.text == "e\u{301}中👍🏽x")
        #expect(line.cursor == 4)
        line = edited(line, ["Left"])
        #expect(line.beforeCursor == "e\u{301}中👍🏽")
        line = edited(line, ["Left"])
        #expect(line.beforeCursor == "e\u{301}中")
        #expect(line.afterCursor == "👍🏽x")
        line = edited(line, ["Left", "Left", "Left"])
        #expect(line.cursor == 0, "Left stops at the start")
        line = edited(line, ["Right", "Right"])
        #expect(line.beforeCursor == "e\u{301}中")
        line = edited(line, ["Backspace"])
        #expect(line.text == "e\u{301}👍🏽x")
        #expect(line.cursor == 1)
        line = edited(line, ["Delete"])
        #expect(line.text == "e\u{301}x", "Delete takes the cluster under the cursor")
        #expect(line.cursor == 1)
        line = edited(line, ["Right", "Right", "C-d"])
        #expect(line.text == "e\u{301}x", "nothing is under the cursor at the end")
        #expect(line.cursor == 2)
    }

    @Test func homeAndEndAndTheirControlKeys() {
        let line = PromptLine(text: "red fox")
        #expect(line.cursor == 7, "a prompt opens with the cursor at the end")
        #expect(edited(line, ["Home"]).cursor == 0)
        #expect(edited(line, ["C-a"]).cursor == 0)
        #expect(edited(line, ["Home", "End"]).cursor == 7)
        #expect(edited(line, ["Home", "C-e"]).cursor == 7)
        #expect(edited(line, ["Home", "C-d"]).text == "ed fox")
    }

    @Test func typingInsertsAtTheCursor() {
        var line = edited(PromptLine(text: "helo"), ["Left", "l"])
        #expect(line.text == "hello")
        #expect(line.afterCursor == "o")
        line = edited(line, ["Home", "¡", "中"])
        #expect(line.text == "¡中hello")
        #expect(line.beforeCursor == "¡中")
        // An accent typed after a letter in the middle joins that letter, and the cursor stays after it.
        line = edited(PromptLine(text: "cafe!"), ["Left", "\u{301}"])
        #expect(line.text == "cafe\u{301}!")
        #expect(line.cursor == 4)
        #expect(line.afterCursor == "!")
    }

    @Test func controlWDeletesTheWordBeforeTheCursor() {
        var line = edited(PromptLine(text: "red fox  jumps"), ["Left", "Left", "Left", "Left", "Left", "C-w"])
        #expect(line.text == "red jumps", "the word and the spaces after it, up to the cursor")
        #expect(line.cursor == 4)
        line = edited(line, ["C-w"])
        #expect(line.text == "jumps")
        #expect(line.cursor == 0)
        line = edited(line, ["C-w"])
        #expect(line.text == "jumps", "nothing before the cursor, nothing deleted")
        #expect(edited(PromptLine(text: "中文 👍🏽👍🏽"), ["C-w"]).text == "中文 ")
    }

    @Test func controlUDeletesUpToTheCursorAndTheWholeLineAtTheEnd() {
        let line = edited(PromptLine(text: "red fox jumps"), ["Left", "Left", "Left", "Left", "Left", "C-u"])
        #expect(line.text == "jumps")
        #expect(line.cursor == 0)
        #expect(edited(PromptLine(text: "red fox jumps"), ["C-u"]).text.isEmpty)
    }

    @Test func keysThatDoNotEditAreLeftToTheCaller() {
        var line = PromptLine(text: "cats")
        #expect(line.apply(.up) == false)
        #expect(line.apply(.enter) == false)
        #expect(line.apply(.ctrl("f")) == false)
        #expect(line == PromptLine(text: "cats"))
        #expect(PromptLine(text: "cats", cursor: 99).cursor == 4, "a cursor past the end is kept at the end")
    }
}
