import TerminalUI

/// The 16 ANSI colours as xterm shows them by default, and error diffusion onto them.
enum AnsiPalette {
    /// xterm's default values for palette entries 0-15.
    static let colors: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// Palette indices for every pixel of `image` by Floyd-Steinberg error diffusion (serpentine
    /// scan), nil for mostly transparent pixels. Picking the nearest of 16 colours per pixel
    /// turns gradients into flat bands and loses hues the palette lacks (purple, orange);
    /// diffusing the error mixes neighbouring colours so areas keep their average colour.
    /// O(pixels x 16).
    static func diffuse(_ image: RGBAImage) -> [UInt8?] {
        let width = image.width, height = image.height
        var result = [UInt8?](repeating: nil, count: width * height)
        // Errors carried to this row and the next, per channel, with one column of padding each side.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = [Int](repeating: 0, count: (width + 2) * 3)
        for y in 0..<height {
            let leftToRight = y % 2 == 0
            for step in 0..<width {
                let x = leftToRight ? step : width - 1 - step
                let pixel = image.pixel(x: x, y: y)
                guard pixel.a >= 128 else { continue }
                let e = (x + 1) * 3
                let r = clamp(Int(pixel.r) + current[e] / 16)
                let g = clamp(Int(pixel.g) + current[e + 1] / 16)
                let b = clamp(Int(pixel.b) + current[e + 2] / 16)
                let index = nearest(r, g, b)
                result[y * width + x] = UInt8(index)
                let chosen = colors[index]
                let errors = [r - Int(chosen.r), g - Int(chosen.g), b - Int(chosen.b)]
                let ahead = leftToRight ? 3 : -3
                for c in 0..<3 {
                    // Weights 7/16 ahead, 3/16 behind-below, 5/16 below, 1/16 ahead-below (kept in sixteenths).
                    current[e + ahead + c] += errors[c] * 7
                    next[e - ahead + c] += errors[c] * 3
                    next[e + c] += errors[c] * 5
                    next[e + ahead + c] += errors[c]
                }
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return result
    }

    /// Index of the palette colour closest to (r, g, b), by the "redmean" weighted distance
    /// (a cheap approximation of perceived difference).
    static func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        var best = 0, bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            let dr = r - Int(candidate.r), dg = g - Int(candidate.g), db = b - Int(candidate.b)
            let redMean = (r + Int(candidate.r)) / 2
            // Parenthesised: in Swift `>>` binds tighter than `*`.
            let distance = (((512 + redMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - redMean) * db * db) >> 8)
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }

    @inline(__always) static func clamp(_ value: Int) -> Int { max(0, min(255, value)) }
}
