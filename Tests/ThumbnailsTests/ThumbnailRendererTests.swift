import Testing
import TerminalUI
@testable import Pictures
@testable import Thumbnails

@Suite struct ThumbnailRendererTests {
    @Test func squarePictureInA12x6BoxFillsItExactly() {
        // 12x6 cells = 12x12 square pixels: a square picture fills the box with no letterbox.
        let fit = PictureFit(sourceWidth: 150, sourceHeight: 150, columns: 12, rows: 6)
        #expect(fit.width == 12 && fit.height == 12 && fit.x == 0 && fit.y == 0)
    }

    @Test func widePictureIsLetterboxedTopAndBottom() {
        // 2:1 picture into 12x6 cells: 12x6 pixels = 3 cell rows, centred on whole cells.
        let fit = PictureFit(sourceWidth: 200, sourceHeight: 100, columns: 12, rows: 6)
        #expect(fit.width == 12 && fit.height == 6)
        #expect(fit.y == 2 && fit.x == 0)
        let tall = PictureFit(sourceWidth: 100, sourceHeight: 400, columns: 12, rows: 6)
        #expect(tall.height == 12 && tall.width == 3 && tall.x == 4)
    }

    @Test func halfBlocksCarryTopAndBottomPixels() {
        // 1x2 picture: red over blue, into a 1x1 box: one upper half block, fg red, bg blue.
        let image = RGBAImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let picture = ThumbnailRenderer.render(image, columns: 1, rows: 1)
        #expect(picture[0, 0].character == "\u{2580}")
        #expect(picture[0, 0].style.foreground == .rgb(RGB(255, 0, 0)))
        #expect(picture[0, 0].style.background == .rgb(RGB(0, 0, 255)))
    }

    @Test func letterboxCellsAreBlankInDefaultColours() {
        let wide = TestImages.solid(width: 40, height: 10, 0, 200, 0)
        let picture = ThumbnailRenderer.render(wide, columns: 8, rows: 4)
        // 8x8 box, picture 8x2 pixels centred at pixel row 2 (even): cell row 1 only.
        #expect(picture[3, 0] == .blank)
        #expect(picture[3, 1].style.foreground == .rgb(RGB(0, 200, 0)))
        #expect(picture[3, 1].style.background == .rgb(RGB(0, 200, 0)))
        #expect(picture[3, 2] == .blank && picture[3, 3] == .blank)
    }

    @Test func oddPictureHeightEndsWithAnUpperHalfOverDefaultBackground() {
        let image = TestImages.solid(width: 4, height: 3, 10, 20, 30)
        let picture = ThumbnailRenderer.render(image, columns: 4, rows: 2)
        // 4x4 box, picture 4x3 at y 0: row 1 has a top pixel and letterbox below.
        #expect(picture[0, 1].character == "\u{2580}")
        #expect(picture[0, 1].style.background == .defaultColor)
    }

    @Test func transparentPixelsShowTheDefaultBackground() {
        // Top pixel transparent, bottom green: a lower half block in green.
        let image = RGBAImage(width: 1, height: 2, pixels: [255, 255, 255, 0, 0, 255, 0, 255])
        let cell = ThumbnailRenderer.render(image, columns: 1, rows: 1)[0, 0]
        #expect(cell.character == "\u{2584}")
        #expect(cell.style.foreground == .rgb(RGB(0, 255, 0)) && cell.style.background == .defaultColor)
    }

    @Test func downscalingAveragesAreas() {
        // 4x4 checkerboard of black and white: half the light, which sRGB encodes as 188
        // (averaging the sRGB bytes would give 128, visibly too dark).
        var pixels: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { pixels += (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let scaled = ImageScaler.resize(RGBAImage(width: 4, height: 4, pixels: pixels), width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { #expect(scaled.pixel(x: x, y: y) == (188, 188, 188, 255)) } }
    }

    @Test func fractionalDownscaleKeepsColoursInTheirHalves() throws {
        let image = try ImageDecoder.decode(try TestImages.fixture("halves.png"))
        // 16x8 into 6x2 cells = 6x4 px box -> picture 6x3 (aspect 2:1).
        let picture = ThumbnailRenderer.render(image, columns: 6, rows: 2)
        #expect(picture[0, 0].style.foreground == .rgb(RGB(255, 0, 0)))
        #expect(picture[5, 0].style.foreground == .rgb(RGB(0, 0, 255)))
        // The middle column straddles red and blue: a mix of both.
        guard case .rgb(let middle) = picture[2, 0].style.foreground else { Issue.record("no colour"); return }
        #expect(middle.r > 0 || middle.b > 0)
    }

    @Test func linearLightRoundTripKeepsEverySRGBValue() {
        // Solid areas must keep their exact colour through decode -> average -> encode.
        for value in 0...255 {
            #expect(ImageScaler.encode(ImageScaler.sRGBToLinear[value]) == UInt8(value))
        }
    }

    @Test func upscalingRepeatsPixels() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let scaled = ImageScaler.resize(image, width: 8, height: 4)
        #expect(scaled.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(scaled.pixel(x: 3, y: 3) == (255, 0, 0, 255))
        #expect(scaled.pixel(x: 4, y: 0) == (0, 0, 255, 255))
    }

    @Test func densityModeMapsLuminanceToTheRamp() {
        let black = ThumbnailRenderer.render(TestImages.solid(width: 2, height: 2, 0, 0, 0), columns: 1, rows: 1, mode: .density(inverted: false))
        let white = ThumbnailRenderer.render(TestImages.solid(width: 2, height: 2, 255, 255, 255), columns: 1, rows: 1, mode: .density(inverted: false))
        let grey = ThumbnailRenderer.render(TestImages.solid(width: 2, height: 2, 128, 128, 128), columns: 1, rows: 1, mode: .density(inverted: false))
        #expect(black[0, 0].character == " ")
        #expect(white[0, 0].character == "@")
        #expect(grey[0, 0].character == "=" || grey[0, 0].character == "+")
        #expect(white[0, 0].style == .plain) // no colours at all in this mode
        let inverted = ThumbnailRenderer.render(TestImages.solid(width: 2, height: 2, 255, 255, 255), columns: 1, rows: 1, mode: .density(inverted: true))
        #expect(inverted[0, 0].character == " ")
    }

    @Test func luminanceWeighsGreenMost() {
        #expect(ThumbnailRenderer.luminance(RGB(0, 255, 0)) > ThumbnailRenderer.luminance(RGB(255, 0, 0)))
        #expect(ThumbnailRenderer.luminance(RGB(255, 0, 0)) > ThumbnailRenderer.luminance(RGB(0, 0, 255)))
        #expect(abs(ThumbnailRenderer.luminance(RGB(255, 255, 255)) - 1) < 1e-9)
    }

    @Test func modeFollowsColourLevel() {
        #expect(ThumbnailMode.forColorLevel(.monochrome) == .density(inverted: false))
        #expect(ThumbnailMode.forColorLevel(.ansi16) == .ansi16Blocks)
        #expect(ThumbnailMode.forColorLevel(.palette256) == .halfBlocks)
        #expect(ThumbnailMode.forColorLevel(.trueColor) == .halfBlocks)
        #expect(ThumbnailMode.forColorLevel(.trueColor, ambiguousIsWide: true) == .density(inverted: false))
    }

    @Test func ansi16PaletteColoursMapToThemselves() {
        // A patch of a pure palette colour has no error to diffuse: every pixel is that colour.
        for (index, color) in AnsiPalette.colors.enumerated() {
            let patch = TestImages.solid(width: 4, height: 4, color.r, color.g, color.b)
            #expect(AnsiPalette.diffuse(patch).allSatisfy { $0 == UInt8(index) }, "palette \(index)")
        }
        #expect(AnsiPalette.nearest(250, 10, 10) == 9)
        #expect(AnsiPalette.nearest(10, 10, 10) == 0)
    }

    @Test func ansi16DiffusionKeepsTheAverageColourOfInBetweenShades() {
        // Dark grey 64 lies between black and grey 127: a patch mixes both, about half each.
        let indices = AnsiPalette.diffuse(TestImages.solid(width: 16, height: 16, 64, 64, 64)).compactMap { $0 }
        #expect(Set(indices) == [0, 8])
        let greys = indices.filter { $0 == 8 }.count
        #expect(greys > 96 && greys < 160)
        let picture = ThumbnailRenderer.render(TestImages.solid(width: 8, height: 8, 64, 64, 64), columns: 4, rows: 2, mode: .ansi16Blocks)
        #expect(picture.cells.allSatisfy { cell in
            if case .palette(let index) = cell.style.foreground { return index == 0 || index == 8 } else { return false }
        })
        // Transparent pixels stay out of the palette.
        #expect(AnsiPalette.diffuse(TestImages.solid(width: 2, height: 2, 9, 9, 9, 0)).allSatisfy { $0 == nil })
    }

    @Test func drawsIntoCanvasClipped() {
        let picture = ThumbnailRenderer.render(TestImages.solid(width: 4, height: 4, 9, 9, 9), columns: 4, rows: 2)
        var canvas = Canvas(width: 5, height: 3)
        picture.draw(into: &canvas, x: 3, y: 2)
        #expect(canvas[x: 3, y: 2].character == "\u{2580}")
        #expect(canvas[x: 4, y: 2].style.background == .rgb(RGB(9, 9, 9)))
        #expect(canvas[x: 2, y: 2] == .blank)
        #expect(canvas.rowText(2) == "   \u{2580}\u{2580}")
    }

    @Test func drawsOnlyInsideTheClipRectangle() {
        let picture = ThumbnailRenderer.render(TestImages.solid(width: 4, height: 4, 9, 9, 9), columns: 4, rows: 2)
        var canvas = Canvas(width: 10, height: 5)
        // Picture at rows 0-1, clip from row 1 (the row above is another pane's header).
        picture.draw(into: &canvas, x: 2, y: 0, clip: Rect(x: 0, y: 1, width: 5, height: 4))
        #expect(canvas[x: 2, y: 0] == .blank)
        #expect(canvas[x: 2, y: 1].character == "\u{2580}")
        #expect(canvas[x: 4, y: 1].character == "\u{2580}")
        #expect(canvas[x: 5, y: 1] == .blank) // right of the clip
        var whole = Canvas(width: 10, height: 5)
        picture.draw(into: &whole, x: 2, y: 0, clip: Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(whole.rowText(0) == "  \u{2580}\u{2580}\u{2580}\u{2580}")
    }

    @Test func sampleArtRendersWithColourInEveryCell() throws {
        let data = try TestImages.fixture("../../../Fixtures/feeds/images/art-01-thumb.png")
        let picture = ThumbnailRenderer.render(try ImageDecoder.decode(data), columns: 12, rows: 6)
        #expect(picture.cells.allSatisfy { $0.character == "\u{2580}" && $0.style.background != .defaultColor })
    }
}
