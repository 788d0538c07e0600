import Foundation
import Testing
@testable import TerminalUI

@Suite struct HeadlessBackendTests {
    @Test func rendersPresentedCanvasAsPlainText() throws {
        let backend = HeadlessBackend(width: 12, height: 3)
        try backend.setUp()
        var canvas = Canvas(size: backend.size)
        canvas.draw("日本 ok  ", x: 1, y: 0)
        canvas.draw("end", x: 9, y: 2, style: CellStyle(bold: true))
        backend.present(canvas)
        #expect(backend.text == " 日本 ok\n\n         end\n")
        #expect(backend.presentCount == 1)
        #expect(HeadlessBackend.render(canvas) == backend.text)
        backend.tearDown()
        #expect(!backend.isSetUp)
    }

    @Test func countsChangedCells() {
        let backend = HeadlessBackend(width: 10, height: 2)
        var canvas = Canvas(size: backend.size)
        backend.present(canvas)
        #expect(backend.lastChangedCells == 20)
        canvas.draw("ab", x: 3, y: 1)
        backend.present(canvas)
        #expect(backend.lastChangedCells == 2)
        backend.present(canvas)
        #expect(backend.lastChangedCells == 0)
    }

    @Test func deliversScriptedEventsThenNil() throws {
        let backend = try HeadlessBackend(width: 80, height: 24, keys: "j resize:40x10 q")
        #expect(backend.remainingEvents == 3)
        #expect(backend.nextEvent(timeout: nil) == .key(.character("j")))
        #expect(backend.size == TerminalSize(width: 80, height: 24))
        #expect(backend.nextEvent(timeout: .zero) == .resize(width: 40, height: 10))
        #expect(backend.size == TerminalSize(width: 40, height: 10))
        backend.enqueue([.mouse(MouseEvent(.wheelDown, x: 1, y: 2))])
        #expect(backend.nextEvent(timeout: nil) == .key(.character("q")))
        #expect(backend.nextEvent(timeout: nil) == .mouse(MouseEvent(.wheelDown, x: 1, y: 2)))
        #expect(backend.nextEvent(timeout: .zero) == nil)
    }

    @Test func aWaitWithNothingQueuedEndsAtItsTimeoutOrAtAWakeUp() throws {
        let backend = HeadlessBackend(width: 80, height: 24)
        let clock = ContinuousClock()
        let timed = clock.measure { #expect(backend.nextEvent(timeout: .milliseconds(50)) == nil) }
        #expect(timed >= .milliseconds(45), "the wait lasted its timeout")
        // A wake-up from another thread ends a wait that has no timeout at all.
        let wakeUp = backend.wakeUp
        let waker = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            wakeUp()
        }
        waker.start()
        #expect(backend.nextEvent(timeout: nil) == nil)
        // A wake-up that came before the wait ends it at once.
        backend.wakeUp()
        let early = clock.measure { backend.waitForWakeUp(timeout: .seconds(10)) }
        #expect(early < .seconds(5))
    }
}
