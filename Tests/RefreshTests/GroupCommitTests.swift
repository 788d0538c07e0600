import Foundation
import Library
import Synchronization
import Testing
@testable import Refresh

/// The refresh workers' writes gathered into shared transactions.
struct GroupCommitTests {
    /// A write that stands for feed `number`: the fake commit below answers it with `number` new items.
    static func write(_ number: Int) -> FeedWrite {
        .unchanged(url: "https://example.com/\(number)", at: Date(timeIntervalSince1970: 0))
    }

    static func number(of write: FeedWrite) -> Int {
        Int(write.url.split(separator: "/").last ?? "") ?? -1
    }

    /// While one transaction runs, the writes that arrive wait and then go together in the next;
    /// each caller gets its own write's result, and only after its batch was committed.
    @Test func writesThatArriveDuringATransactionShareTheNextAndEachGetsItsOwnResult() throws {
        let batches = Mutex<[[Int]]>([])
        let firstCommitStarted = DispatchSemaphore(value: 0)
        let releaseFirstCommit = DispatchSemaphore(value: 0)
        let commits = GroupCommit { writes in
            let numbers = writes.map(Self.number(of:))
            let isFirst = batches.withLock { $0.isEmpty }
            if isFirst {
                firstCommitStarted.signal()
                releaseFirstCommit.wait()
            }
            batches.withLock { $0.append(numbers) }
            return numbers.map { .success(StoreResult(newItems: $0, updatedItems: 0)) }
        }
        let answers = Mutex<[Int: (result: Int, committedBatches: Int)]>([:])
        let group = DispatchGroup()
        func writeOnAThread(_ number: Int) {
            group.enter()
            Thread {
                let result = (try? commits.write(Self.write(number)).get())?.newItems ?? -1
                let committed = batches.withLock { $0.count }
                answers.withLock { $0[number] = (result, committed) }
                group.leave()
            }.start()
        }
        writeOnAThread(0)
        firstCommitStarted.wait()
        for number in 1...6 { writeOnAThread(number) }
        // The six are waiting for the running transaction; give them time to queue up.
        while commits.waitingCount < 6 { usleep(1_000) }
        releaseFirstCommit.signal()
        group.wait()

        let written = batches.withLock { $0 }
        #expect(written.first == [0])
        #expect(written.count == 2, "the six that waited went in one transaction: \(written)")
        #expect(written.flatMap { $0 }.sorted() == Array(0...6))
        let got = answers.withLock { $0 }
        for number in 0...6 {
            #expect(got[number]?.result == number, "feed \(number) got another feed's result: \(String(describing: got[number]))")
            let batch = try #require(written.firstIndex { $0.contains(number) })
            #expect((got[number]?.committedBatches ?? 0) > batch, "feed \(number) returned before its batch was committed")
        }
    }

    /// A transaction that fails gives every write of it the failure.
    @Test func aFailedTransactionFailsEveryWriteOfIt() {
        let commits = GroupCommit { writes in writes.map { _ in .failure(.full(path: "/tmp/library.sqlite")) } }
        #expect(throws: LibraryError.full(path: "/tmp/library.sqlite")) { try commits.write(Self.write(1)).get() }
        #expect(commits.waitingCount == 0)
    }
}
