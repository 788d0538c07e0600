import CJPEG
import Foundation
import TerminalUI
import Pictures
import Thumbnails

/// Benchmarks of the Thumbnails area: decode + scale + render per picture, rendering from a
/// decoded picture (the on-screen path), and main-thread frame time while 50 pictures load.
/// Inputs are the bundled sample art (Fixtures/feeds/images, 150 and 300 px PNGs) and a
/// 300x300 JPEG encoded from it here with libjpeg.
enum ThumbnailsBenchmarks {
    static let suite = "Thumbnails"

    static func run() -> [BenchmarkResult] {
        let directory = URL(fileURLWithPath: "Fixtures/feeds/images")
        guard let thumb = try? [UInt8](Data(contentsOf: directory.appendingPathComponent("art-01-thumb.png"))),
              let medium = try? [UInt8](Data(contentsOf: directory.appendingPathComponent("art-01-medium.png"))),
              let decodedMedium = try? ImageDecoder.decode(medium),
              let decodedThumb = try? ImageDecoder.decode(thumb)
        else {
            FileHandle.standardError.write(Data("Thumbnails: sample art missing (run from the repository root)\n".utf8))
            return []
        }
        let jpeg = encodeJPEG(decodedMedium)
        var results: [BenchmarkResult] = []

        for (name, bytes) in [("PNG 150px", thumb), ("PNG 300px", medium), ("JPEG 300px", jpeg)] {
            for (columns, rows) in [(12, 6), (48, 24)] {
                let ns = Stopwatch.medianNanoseconds(repeats: 9, iterations: 20) {
                    guard let image = try? ImageDecoder.decode(bytes) else { return }
                    blackHole(ThumbnailRenderer.render(image, columns: columns, rows: rows))
                }
                results.append(BenchmarkResult(suite: suite, name: "decode+scale+render \(name) -> \(columns)x\(rows)", value: ns / 1_000_000, unit: "ms",
                                               note: "median of 9 runs x 20 calls"))
            }
        }

        // A camera-sized photo: libjpeg-turbo's DCT scaling decodes it at 1/8 (500x375), then
        // area averaging brings it under the 512 px the loader keeps.
        let photo = ImageScaler.resize(decodedMedium, width: 4000, height: 3000)
        let photoJPEG = encodeJPEG(photo)
        let photoNs = Stopwatch.medianNanoseconds(repeats: 5, iterations: 3) {
            guard let image = try? ImageDecoder.decode(photoJPEG) else { return }
            blackHole(ThumbnailRenderer.render(image, columns: 12, rows: 6))
        }
        results.append(BenchmarkResult(suite: suite, name: "decode+scale+render JPEG 4000x3000 -> 12x6", value: photoNs / 1_000_000, unit: "ms",
                                       note: "\(photoJPEG.count / 1024) KB file; median of 5 runs x 3 calls"))

        for (name, image) in [("150px", decodedThumb), ("300px", decodedMedium)] {
            let small = Stopwatch.medianNanoseconds(repeats: 9, iterations: 200) {
                blackHole(ThumbnailRenderer.render(image, columns: 12, rows: 6))
            }
            results.append(.atMost(suite, "render 12x6 from decoded \(name)", small / 1_000_000, "ms", 1, note: "median of 9 runs x 200 calls"))
            let large = Stopwatch.medianNanoseconds(repeats: 9, iterations: 50) {
                blackHole(ThumbnailRenderer.render(image, columns: 48, rows: 24))
            }
            results.append(BenchmarkResult(suite: suite, name: "render 48x24 from decoded \(name)", value: large / 1_000_000, unit: "ms", note: "median of 9 runs x 50 calls"))
        }

        let picture = ThumbnailRenderer.render(decodedThumb, columns: 12, rows: 6)
        var canvas = Canvas(width: 120, height: 40)
        let draw = Stopwatch.medianNanoseconds(repeats: 9, iterations: 500) {
            picture.draw(into: &canvas, x: 2, y: 1)
        }
        results.append(BenchmarkResult(suite: suite, name: "draw 12x6 picture into canvas", value: draw / 1000, unit: "µs", note: "median of 9 runs x 500 calls"))

        results += loadingFrames(directory: directory)
        return results
    }

    /// Main-thread frames (state lookups for 50 boxes, drawing, poll) while 50 pictures load on
    /// the loader's workers: the frame must never wait for a picture.
    static func loadingFrames(directory: URL) -> [BenchmarkResult] {
        let loader = ThumbnailLoader(maxConcurrentLoads: 3)
        // Distinct URLs (a query the file system ignores) so all 50 are real loads.
        let keys = (0..<50).map { i in
            ThumbnailKey(url: directory.appendingPathComponent(String(format: "art-%02d-medium.png", i % 8 + 1)).absoluteString + "?n=\(i)",
                         columns: 12, rows: 6)
        }
        for (i, key) in keys.enumerated() { loader.request(key, priority: i) }
        var canvas = Canvas(width: 120, height: 60)
        var frames: [Double] = []
        var ready = 0
        let start = Stopwatch.now()
        while ready < keys.count && Stopwatch.now() - start < 30_000_000_000 {
            let frameStart = Stopwatch.now()
            _ = loader.poll()
            ready = 0
            for (i, key) in keys.enumerated() {
                if case .ready(let picture) = loader.state(for: key) {
                    ready += 1
                    picture.draw(into: &canvas, x: (i % 8) * 14, y: (i / 8) * 7 % 54)
                }
            }
            frames.append(Double(Stopwatch.now() - frameStart))
            Thread.sleep(forTimeInterval: 0.001)
        }
        let total = Double(Stopwatch.now() - start) / 1_000_000
        return [
            .atMost(suite, "frame while 50 load (p99)", Stopwatch.percentile(frames, 99) / 1_000_000, "ms", 16,
                    note: "\(frames.count) frames; median \(BenchmarkResult.format(Stopwatch.median(frames) / 1000)) µs"),
            BenchmarkResult(suite: suite, name: "50 pictures loaded (3 workers)", value: total, unit: "ms", note: "300px PNG files, 12x6 boxes"),
        ]
    }

    static func encodeJPEG(_ image: RGBAImage) -> [UInt8] {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(image.width * image.height * 3)
        for i in stride(from: 0, to: image.pixels.count, by: 4) { rgb += image.pixels[i..<(i + 3)] }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        guard fb_jpeg_encode_rgb(rgb, UInt32(image.width), UInt32(image.height), 85, &out, &size, &message, message.count) == 0, let out else { return [] }
        defer { fb_jpeg_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }
}
