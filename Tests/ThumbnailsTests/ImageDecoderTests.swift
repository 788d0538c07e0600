import Foundation
import Testing
@testable import Pictures
@testable import Thumbnails
import TestSupport

@Suite struct ImageDecoderTests {
    /// Checks the 16x8 "halves" fixture: red left, blue right, green bottom row.
    func expectHalves(_ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(image.width == 16 && image.height == 8, sourceLocation: sourceLocation)
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255), sourceLocation: sourceLocation)
        #expect(image.pixel(x: 15, y: 3) == (0, 0, 255, 255), sourceLocation: sourceLocation)
        #expect(image.pixel(x: 7, y: 6) == (255, 0, 0, 255), sourceLocation: sourceLocation)
        #expect(image.pixel(x: 8, y: 6) == (0, 0, 255, 255), sourceLocation: sourceLocation)
        #expect(image.pixel(x: 3, y: 7) == (0, 255, 0, 255), sourceLocation: sourceLocation)
    }

    @Test func decodesPNG() throws {
        let bytes = try TestImages.fixture("halves.png")
        #expect(ImageFormat.sniff(bytes) == .png)
        expectHalves(try ImageDecoder.decode(bytes))
    }

    @Test func decodesInterlacedPNGPassByPass() throws {
        expectHalves(try ImageDecoder.decode(try TestImages.fixture("halves-interlaced.png")))
    }

    @Test func decodesGIFAndInterlacedGIF() throws {
        let bytes = try TestImages.fixture("halves.gif")
        #expect(ImageFormat.sniff(bytes) == .gif)
        expectHalves(try ImageDecoder.decode(bytes))
        expectHalves(try ImageDecoder.decode(try TestImages.fixture("halves-interlaced.gif")))
    }

    @Test func gifTransparentColourBecomesTransparent() throws {
        let image = try ImageDecoder.decode(try TestImages.fixture("transparent.gif"))
        #expect(image.pixel(x: 0, y: 0).a == 0)
        #expect(image.pixel(x: 12, y: 0) == (0, 0, 255, 255))
    }

    @Test func decodesJPEGMadeByLibjpeg() throws {
        let bytes = TestImages.jpeg(rgb: TestImages.halvesRGB(width: 64, height: 32), width: 64, height: 32)
        #expect(ImageFormat.sniff(bytes) == .jpeg)
        let image = try ImageDecoder.decode(bytes)
        #expect(image.width == 64 && image.height == 32)
        // Lossy: compare with a tolerance, away from the edge where ringing lives.
        let left = image.pixel(x: 8, y: 16), right = image.pixel(x: 56, y: 16)
        #expect(left.r > 230 && left.g < 30 && left.b < 30)
        #expect(right.b > 230 && right.r < 30 && right.g < 30)
        #expect(left.a == 255)
    }

    @Test func largeJPEGIsReducedWhileDecoding() throws {
        let bytes = TestImages.jpeg(rgb: TestImages.halvesRGB(width: 1600, height: 800), width: 1600, height: 800, quality: 50)
        let image = try ImageDecoder.decode(bytes, limits: DecodeLimits(maxDecodedSide: 100))
        #expect(max(image.width, image.height) <= 100)
        #expect(image.width == 2 * image.height)
        #expect(image.sourceWidth == 1600 && image.sourceHeight == 800)
        #expect(image.pixel(x: 10, y: 10).r > 220)
    }

    @Test func largePNGIsAreaAveragedWhileDecoding() throws {
        // 300x10: columns alternate black and white, so a 3x reduction averages to grey.
        let width = 300, height = 10
        var rgba: [UInt8] = []
        for _ in 0..<height { for x in 0..<width { rgba += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let image = try ImageDecoder.decode(TestImages.png(rgba: rgba, width: width, height: height), limits: DecodeLimits(maxDecodedSide: 100))
        #expect(image.width == 100 && image.height == 4)
        // Blocks of 3 columns hold 2 of one colour and 1 of the other: 85 or 170.
        let first = image.pixel(x: 0, y: 0), second = image.pixel(x: 1, y: 0)
        #expect(first.r == 85 && second.r == 170)
        #expect(first.a == 255)
    }

    @Test func refusesHugeHeaderWithoutDecoding() throws {
        let bytes = try TestImages.fixture("huge-header.png")
        let header = try ImageDecoder.header(of: bytes)
        #expect(header.width == 20000 && header.height == 20000)
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(bytes) }
        do {
            _ = try ImageDecoder.decode(bytes)
        } catch {
            guard case .tooLarge(.png, 20000, 20000, _) = error else {
                Issue.record("expected tooLarge, got \(error)")
                return
            }
            #expect(error.description.contains("20000x20000"))
        }
    }

    @Test func cDecoderAlsoRefusesOverLimitHeaders() throws {
        // Even if the Swift-side check were bypassed (a limit below the header), C refuses first.
        let bytes = TestImages.jpeg(rgb: TestImages.halvesRGB(width: 64, height: 32), width: 64, height: 32)
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(bytes, limits: DecodeLimits(maxWidth: 63)) }
    }

    @Test func truncatedFilesGiveTruncatedErrors() throws {
        for name in ["halves-truncated.png", "halves-truncated.gif"] {
            let bytes = try TestImages.fixture(name)
            do {
                _ = try ImageDecoder.decode(bytes)
                Issue.record("\(name) decoded")
            } catch {
                guard case .truncated = error else { Issue.record("\(name): expected truncated, got \(error)"); continue }
            }
        }
        let jpeg = TestImages.jpeg(rgb: TestImages.halvesRGB(width: 64, height: 64), width: 64, height: 64)
        for cut in [3, 40, jpeg.count / 2, jpeg.count - 10] {
            do {
                _ = try ImageDecoder.decode(Array(jpeg.prefix(cut)))
                Issue.record("JPEG cut at \(cut) decoded")
            } catch {
                switch error {
                case .truncated, .corrupt: break
                default: Issue.record("JPEG cut at \(cut): \(error)")
                }
            }
        }
    }

    @Test func corruptFilesGiveShortReasons() throws {
        let corrupt = try TestImages.fixture("halves-corrupt.png")
        do {
            _ = try ImageDecoder.decode(corrupt)
            Issue.record("corrupt PNG decoded")
        } catch {
            guard case .corrupt(.png, let reason) = error else { Issue.record("expected corrupt, got \(error)"); return }
            #expect(!reason.isEmpty && reason.count < 120)
        }
        #expect(throws: ImageDecodingError.unknownFormat) { try ImageDecoder.decode(try TestImages.fixture("not-an-image.png")) }
        #expect(throws: ImageDecodingError.unknownFormat) { try ImageDecoder.decode([UInt8]()) }
    }

    @Test func randomDamageNeverCrashes() throws {
        // Seeded byte flips and cuts over every format: each must decode or throw, never trap.
        var generator = SeededGenerator(seed: 7)
        let originals = [
            try TestImages.fixture("halves.png"), try TestImages.fixture("halves-interlaced.png"),
            try TestImages.fixture("halves.gif"),
            TestImages.jpeg(rgb: TestImages.halvesRGB(width: 32, height: 16), width: 32, height: 16),
        ]
        var failures = 0
        for original in originals {
            for _ in 0..<150 {
                var bytes = original
                let flips = Int(generator.next() % 4) + 1
                for _ in 0..<flips {
                    let at = 8 + Int(generator.next() % UInt64(bytes.count - 8))
                    bytes[at] = UInt8(truncatingIfNeeded: generator.next())
                }
                if generator.next() % 3 == 0 { bytes = Array(bytes.prefix(8 + Int(generator.next() % UInt64(bytes.count - 8)))) }
                do { _ = try ImageDecoder.decode(bytes) } catch { failures += 1 }
            }
        }
        #expect(failures > 0) // the damage is real: some inputs must have been refused
    }

    @Test func decodesEveryBundledSampleImage() throws {
        for number in 1...8 {
            for (name, size) in [("thumb", 150), ("medium", 300)] {
                let file = TestImages.sampleArt.appendingPathComponent(String(format: "art-%02d-%@.png", number, name))
                let image = try ImageDecoder.decode(try Data(contentsOf: file))
                #expect(image.width == size && image.height == size, "\(file.lastPathComponent)")
            }
        }
    }
}
