import Foundation

/// Timing helpers for benchmarks: repeated runs, medians, monotonic clock.
enum Stopwatch {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Median over `repeats` runs of the time one call of `body` takes, in nanoseconds.
    /// Each run calls `body` `iterations` times so that fast operations rise above clock noise.
    static func medianNanoseconds(repeats: Int = 7, iterations: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(repeats)
        for _ in 0..<repeats {
            let start = now()
            for _ in 0..<iterations { try body() }
            samples.append(Double(now() - start) / Double(iterations))
        }
        return median(samples)
    }

    /// CPU time this thread has used, in nanoseconds: what other processes do on the shared
    /// machine does not count, only what this thread ran.
    static func threadCPUNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU time the whole process (every thread) has used, in nanoseconds.
    static func processCPUNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Median over `repeats` runs of this thread's CPU time per call of `body`, in nanoseconds
    /// (each run calls `body` `iterations` times). CPU rather than wall time because the machine
    /// is shared: wall time would mostly measure how long the thread waited for a core.
    static func medianCPUNanoseconds(repeats: Int, iterations: Int = 1, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(repeats)
        for _ in 0..<repeats {
            let start = threadCPUNanoseconds()
            for _ in 0..<iterations { body() }
            samples.append(Double(threadCPUNanoseconds() - start) / Double(iterations))
        }
        return median(samples)
    }

    /// Every sample (ns) of `count` single calls, for percentiles.
    static func samples(count: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for i in 0..<count {
            let start = now()
            try body(i)
            samples.append(Double(now() - start))
        }
        return samples
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 50) }

    /// The `p`th percentile (nearest rank) of `values`.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Peak resident set size of this process so far, in megabytes.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024 // Linux reports kilobytes.
    }
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
