import Testing
@testable import Config

/// Key positions found by scanning the text TOMLKit accepted: tables, dotted and quoted keys,
/// and values that span lines, whose contents must never be taken for keys.
@Suite struct ConfigSourceMapTests {
    @Test func keysOfTablesAndDottedKeysHaveTheirLineAndColumns() throws {
        let map = ConfigSourceMap(source: "mouse = true\n\n[keys]\n  quit = \"q\"\n\"help\" = \"?\"\nlist.sort = \"feed-order\"\n")
        let mouse = try #require(map.location(of: ["mouse"]))
        #expect((mouse.line, mouse.column, mouse.valueColumn) == (1, 1, 9))
        let quit = try #require(map.location(of: ["keys", "quit"]))
        #expect((quit.line, quit.column, quit.valueColumn) == (4, 3, 10))
        #expect(map.location(of: ["keys", "help"])?.line == 5)
        #expect(map.location(of: ["keys", "list", "sort"])?.line == 6)
        #expect(map.location(of: ["keys"])?.line == 3)
    }

    @Test func textInsideMultiLineValuesIsNotAKey() {
        let source = """
            [browser]
            commands = [
              "fake = 1",
              "w3m",
            ]
            note = \"\"\"
            inner = 2
            \"\"\"
            terminal = ["w3m"] # comment = 3

            """
        let map = ConfigSourceMap(source: source)
        #expect(map.location(of: ["browser", "commands"])?.line == 2)
        #expect(map.location(of: ["browser", "terminal"])?.line == 9)
        #expect(map.locations["browser.inner"] == nil)
        #expect(map.locations.keys.sorted() == ["browser", "browser.commands", "browser.note", "browser.terminal"])
    }

    @Test func anArrayElementsColumnSkipsStringsWithCommasAndBrackets() throws {
        let map = ConfigSourceMap(source: "k = [\"a, ]\", [1, 2], \"c\"]\n")
        let location = try #require(map.location(of: ["k"]))
        #expect(ConfigSourceMap.column(ofElement: 0, in: location) == 6)
        #expect(ConfigSourceMap.column(ofElement: 1, in: location) == 14)
        #expect(ConfigSourceMap.column(ofElement: 2, in: location) == 22)
    }

    @Test func aKeyInsideAnInlineTableIsFoundAtItsTable() {
        let map = ConfigSourceMap(source: "colors = { title = \"bold\" }\n")
        #expect(map.location(of: ["colors", "title"])?.column == 1)
    }
}
