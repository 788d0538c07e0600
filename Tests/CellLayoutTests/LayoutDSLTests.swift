import TerminalUI
import Testing
import ConstraintSolver
@testable import CellLayout

/// The DSL and builder: names in messages, priorities, conflicts reported as layout errors.
struct LayoutDSLTests {
    @Test func constraintsAreNamedAfterTheirSource() {
        var builder = TemplateBuilder(kind: .article, minimumWidth: 5)
        let title = builder.label("title", showing: .title)
        let content = builder.content
        let pin = title.top == content.top + 1
        #expect(pin.name == "title.top == content.top + 1")
        let wish = title.bottom <= content.bottom - 1 ~ 999
        #expect(wish.priority == 999)
        #expect(wish.name == "title.bottom <= content.bottom - 1")
    }

    @Test func conflictingTemplateIsReportedWithTheConstraints() {
        var builder = TemplateBuilder(kind: .article, minimumWidth: 5)
        let box = builder.box("box")
        builder.constrain(box.width == 10, box.width == 12)
        #expect {
            _ = try builder.build()
        } throws: { error in
            let text = "\(error)"
            return text.contains("box.width == 12") && text.contains("box.width == 10")
        }
    }

    @Test func duplicateViewNamesAreRejected() {
        var builder = TemplateBuilder(kind: .media, minimumWidth: 5)
        _ = builder.box("thumbnail")
        _ = builder.box("thumbnail")
        #expect(throws: LayoutError.self) { _ = try builder.build() }
    }

    @Test func spacersAndCenterYPlaceViews() throws {
        var builder = TemplateBuilder(kind: .article, minimumWidth: 5)
        let content = builder.content
        let gap = builder.spacer("gap")
        let box = builder.box("box")
        builder.constrain(
            gap.top == content.top, gap.height == 3, gap.leading == content.leading, gap.width == 1,
            box.top == gap.bottom, box.height == 4, box.leading == gap.trailing, box.trailing == content.trailing,
            content.bottom == box.bottom + 1,
            box.centerY == 5 // implied: top 3 + 4 / 2
        )
        var template = try builder.build()
        let measured = template.measure(CellContent(title: "x", summary: ""), width: 30)
        #expect(measured.views.map(\.name) == ["box"])
        #expect(measured.frame("box") == Rect(x: 1, y: 3, width: 29, height: 4))
        #expect(measured.height == 8)
    }

    @Test func everyTemplateHasTheContractViewNames() {
        let templates = CellTemplates()
        let cell = CellContent(title: "t", summary: "s", author: "a", badge: "b", hasThumbnail: true, hasPicture: true)
        #expect(templates.measure(.article, cell, width: 40).views.map(\.name) == ["title", "date", "summary", "note"])
        #expect(templates.measure(.media, cell, width: 60).views.map(\.name) == ["thumbnail", "title", "date", "summary"])
        #expect(templates.measure(.media, cell, width: 40).views.map(\.name) == ["thumbnail", "title", "summary", "date"])
        #expect(templates.measure(.post, cell, width: 40).views.map(\.name) == ["avatar", "author", "badge", "date", "text", "note", "picture"])
    }
}
