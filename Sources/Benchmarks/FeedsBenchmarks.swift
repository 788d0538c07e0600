import CLibXML2
import FeedFetch
import Feeds
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Benchmarks of the Feeds area: parse throughput, time to the first 50 items, peak memory, the
/// libxml2-vs-XMLParser measurement behind the parser choice, and Python feedparser/feedparser-rs.
/// Inputs: Fixtures/generated/feed-{1k,10k,100k}.xml (`make fixtures`).
enum FeedsBenchmarks {
    static let suite = "Feeds"

    static func run() -> [BenchmarkResult] {
        let directory = "Fixtures/generated/"
        guard FileManager.default.fileExists(atPath: directory + "feed-100k.xml") else {
            FileHandle.standardError.write(Data("Feeds benchmarks skipped: run `make fixtures` first\n".utf8))
            return []
        }
        if ProcessInfo.processInfo.environment["FEEDS_BENCH_THROUGHPUT_ONLY"] != nil {
            // For profilers: only the full parse of the 10k feed.
            let data = try! Data(contentsOf: URL(fileURLWithPath: directory + "feed-10k.xml"))
            let (mbPerSecond, _, _) = throughput(data, repeats: 5)
            return [BenchmarkResult(suite: suite, name: "parse 10k-item feed", value: mbPerSecond, unit: "MB/s")]
        }
        var results: [BenchmarkResult] = []
        // Memory first, before this suite holds any feed in memory.
        results += peakMemory(directory + "feed-100k.xml")
        for name in ["feed-10k.xml", "feed-100k.xml"] {
            results.append(timeToFirstItems(directory + name))
        }
        let big = try! Data(contentsOf: URL(fileURLWithPath: directory + "feed-100k.xml"))
        let (mbPerSecond, itemsPerSecond, _) = throughput(big, repeats: 3)
        results.append(.atLeast(suite, "parse 100k-item feed", mbPerSecond, "MB/s", 100,
                                note: "median of 3, \(megabytes(big.count)) MB in memory, all fields converted"))
        results.append(BenchmarkResult(suite: suite, name: "parse 100k-item feed", value: itemsPerSecond, unit: "items/s",
                                       note: "same runs"))
        results += parserChoice(directory + "feed-10k.xml")
        results += pythonComparison(directory)
        return results
    }

    // MARK: Throughput

    /// Median MB/s and items/s of a full parse of `data`.
    static func throughput(_ data: Data, repeats: Int) -> (Double, Double, Int) {
        var count = 0
        let nanoseconds = Stopwatch.medianNanoseconds(repeats: repeats) {
            let feed = try! FeedParser.parse(data)
            count = feed.items.count
            blackHole(feed)
        }
        let seconds = nanoseconds / 1e9
        return (Double(data.count) / 1e6 / seconds, Double(count) / seconds, count)
    }

    // MARK: First items

    /// Median time from opening the file to the first batch (50 items), loading through FeedLoader.
    static func timeToFirstItems(_ path: String) -> BenchmarkResult {
        let source = try! FeedSource(path)
        var samples: [Double] = []
        for _ in 0..<7 {
            let stop = Cancellation()
            let start = Stopwatch.now()
            var firstBatch: (Double, Int)? = nil
            FeedLoader.load(source, cancellation: stop) { event in
                if case .items(let batch, _) = event, firstBatch == nil {
                    firstBatch = (Double(Stopwatch.now() - start) / 1e6, batch.count)
                    stop.cancel()  // the rest of the file is not needed for this figure
                }
            }
            if let firstBatch, firstBatch.1 >= 50 { samples.append(firstBatch.0) }
        }
        let name = (path as NSString).lastPathComponent
        return .atMost(suite, "first 50 items, \(name)", Stopwatch.median(samples), "ms", 10,
                       note: "median of 7; open file, read 256 KB chunks, parse until the first batch")
    }

    // MARK: Memory

    /// Peak growth of resident memory while streaming the feed from disk and keeping every item.
    static func peakMemory(_ path: String) -> [BenchmarkResult] {
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 1
        let baseline = residentBytes()
        var peak = baseline
        var itemCount = 0
        FeedLoader.load(try! FeedSource(path)) { event in
            peak = max(peak, residentBytes())
            if case .finished(let result) = event { itemCount = result.feed.items.count; blackHole(result) }
        }
        let grown = Double(peak - baseline)
        return [
            .atMost(suite, "peak memory, 100k-item feed", grown / Double(fileBytes), "x feed size", 2,
                    note: "\(megabytes(Int(grown))) MB resident growth for a \(megabytes(fileBytes)) MB file, \(itemCount) items kept"),
        ]
    }

    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    // MARK: libxml2 vs XMLParser

    /// Raw event throughput of the two candidate XML parsers (no feed logic), and ours in full.
    static func parserChoice(_ path: String) -> [BenchmarkResult] {
        let data = try! Data(contentsOf: URL(fileURLWithPath: path))
        let mb = Double(data.count) / 1e6
        let libxml = Stopwatch.medianNanoseconds(repeats: 3) { blackHole(RawSAX.parse(data)) } / 1e9
        #if canImport(FoundationXML)
        let foundation = Stopwatch.medianNanoseconds(repeats: 3) {
            let parser = XMLParser(data: data)
            let delegate = CountingDelegate()
            parser.delegate = delegate
            parser.shouldProcessNamespaces = true
            _ = parser.parse()
            blackHole(delegate.elements)
        } / 1e9
        #else
        let foundation = Double.nan
        #endif
        let (ours, _, _) = throughput(data, repeats: 3)
        let note = "10k-item feed, median of 3, events only (no feed logic)"
        return [
            BenchmarkResult(suite: suite, name: "libxml2 SAX2 push, raw events", value: mb / libxml, unit: "MB/s", note: note),
            BenchmarkResult(suite: suite, name: "Foundation XMLParser, raw events", value: mb / foundation, unit: "MB/s", note: note),
            BenchmarkResult(suite: suite, name: "libxml2 / XMLParser", value: foundation / libxml, unit: "x", note: "why Feeds uses libxml2"),
            BenchmarkResult(suite: suite, name: "FeedParser full, 10k-item feed", value: ours, unit: "MB/s", note: "median of 3"),
        ]
    }

    // MARK: Python

    static func pythonComparison(_ directory: String) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        // feedparser manages well under 1 MB/s, so the three-way comparison uses the 1k-item file.
        for (name, repeats) in [("feed-1k.xml", 3)] {
            let path = directory + name
            guard let python = PythonComparison.run(script: "feed_compare.py", arguments: [path, "--repeats", String(repeats)]) else { continue }
            let data = try! Data(contentsOf: URL(fileURLWithPath: path))
            let (ours, oursItems, _) = throughput(data, repeats: 5)
            results.append(BenchmarkResult(suite: suite, name: "FeedParser, \(name)", value: ours, unit: "MB/s", note: "\(Int(oursItems)) items/s, median of 5"))
            for library in ["feedparser", "feedparser_rs"] {
                guard let figures = python[library] as? [String: Any], let theirs = figures["mb_per_s"] as? Double else {
                    FileHandle.standardError.write(Data("\(library) not measured: \(python[library] ?? "missing")\n".utf8))
                    continue
                }
                results.append(BenchmarkResult(suite: suite, name: "Python \(library), \(name)", value: theirs, unit: "MB/s",
                                               note: "median of \(repeats), bytes in memory"))
                results.append(BenchmarkResult(suite: suite, name: "FeedParser / \(library), \(name)", value: ours / theirs, unit: "x",
                                               note: "throughput ratio, same file"))
            }
        }
        return results
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1e6) }
}

#if canImport(FoundationXML)
/// The least a delegate can do: count elements and touch text.
final class CountingDelegate: NSObject, XMLParserDelegate {
    var elements = 0
    var characters = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) { elements += 1 }
    func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string.utf8.count }
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { characters += CDATABlock.count }
}
#endif

/// libxml2's SAX2 push parser with callbacks that only count, fed in 64 KB chunks like FeedParser.
enum RawSAX {
    final class Counter { var elements = 0; var characters = 0 }

    static func parse(_ data: Data) -> Int {
        let counter = Counter()
        var sax = xmlSAXHandler()
        clibxml2_init_sax2(&sax)
        sax.startElementNs = { context, _, _, _, _, _, _, _, _ in
            Unmanaged<Counter>.fromOpaque(context!).takeUnretainedValue().elements += 1
        }
        sax.endElementNs = { _, _, _, _ in }
        sax.characters = { context, _, count in
            Unmanaged<Counter>.fromOpaque(context!).takeUnretainedValue().characters += Int(count)
        }
        sax.cdataBlock = sax.characters
        let context = xmlCreatePushParserCtxt(&sax, Unmanaged.passUnretained(counter).toOpaque(), nil, 0, nil)
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let length = min(64 << 10, raw.count - offset)
                xmlParseChunk(context, raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self), Int32(length), 0)
                offset += length
            }
            xmlParseChunk(context, nil, 0, 1)
        }
        xmlFreeParserCtxt(context)
        return counter.elements
    }
}
