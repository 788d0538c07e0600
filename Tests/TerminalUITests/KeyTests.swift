import Testing
@testable import TerminalUI

@Suite struct KeyTests {
    @Test(arguments: [
        ("j", Key.character("j")), ("J", .character("J")), ("Enter", .enter), ("enter", .enter), ("Esc", .escape),
        ("Escape", .escape), ("Up", .up), ("PageDown", .pageDown), ("PgUp", .pageUp), ("Space", .character(" ")),
        ("Tab", .tab), ("F5", .function(5)), ("C-c", .ctrl("c")), ("Ctrl-X", .ctrl("x")), ("^d", .ctrl("d")),
        ("/", .character("/")), ("é", .character("é")), ("Home", .home), ("End", .end), ("Backspace", .backspace),
    ])
    func namesParse(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test func unknownNamesAreRejected() {
        #expect(Key(name: "Enterr") == nil)
        #expect(Key(name: "C-") == nil)
        #expect(Key(name: "C-1") == nil)
        #expect(Key(name: "F99") == nil)
        #expect(Key(name: "") == nil)
    }

    @Test func namesRoundTrip() {
        let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape,
                           .backspace, .tab, .backTab, .delete, .insert, .function(12), .ctrl("q"),
                           .character(" "), .character("q"), .character("世")]
        for key in keys { #expect(Key(name: key.name) == key, "\(key.name)") }
    }

    @Test func controlBytesDecode() {
        #expect(Key(controlScalar: 0x0D) == .enter)
        #expect(Key(controlScalar: 0x0A) == .enter)
        #expect(Key(controlScalar: 0x09) == .tab)
        #expect(Key(controlScalar: 0x1B) == .escape)
        #expect(Key(controlScalar: 0x7F) == .backspace)
        #expect(Key(controlScalar: 0x08) == .backspace)
        #expect(Key(controlScalar: 0x03) == .ctrl("c"))
        #expect(Key(controlScalar: 0x01) == .ctrl("a"))
        #expect(Key(controlScalar: 0x1A) == .ctrl("z"))
        #expect(Key(controlScalar: 0x41) == nil)
        #expect(Key(controlScalar: 0x00) == nil)
    }

    @Test func keyScriptParses() throws {
        let events = try KeyScript.parse("j j Enter  / C-c resize:60x40 Space")
        #expect(events == [.key(.character("j")), .key(.character("j")), .key(.enter), .key(.character("/")),
                           .key(.ctrl("c")), .resize(width: 60, height: 40), .key(.character(" "))])
        #expect(try KeyScript.parse("   ").isEmpty)
    }

    @Test func keyScriptErrorsSayWhere() {
        #expect(throws: KeyScriptError.unknownKey(token: "Entr", position: 2)) { try KeyScript.parse("j Entr") }
        #expect(throws: KeyScriptError.badResize(token: "resize:60", position: 1)) { try KeyScript.parse("resize:60") }
        #expect(throws: KeyScriptError.badResize(token: "resize:0x5", position: 1)) { try KeyScript.parse("resize:0x5") }
        #expect(throws: KeyScriptError.badResize(token: "resize:99999x40", position: 2)) { try KeyScript.parse("j resize:99999x40") }
        #expect(KeyScriptError.unknownKey(token: "Entr", position: 2).description.contains("'Entr'"))
    }
}
