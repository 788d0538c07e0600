/// Resizes RGBA pictures by area averaging (a box filter with fractional coverage).
///
/// Each output pixel is the coverage-weighted mean of the source pixels under it; colour is
/// weighted by alpha so transparent pixels do not darken edges. Downscaling reads every source
/// pixel about once: O(source pixels + output pixels). Upscaling repeats pixels (nearest).
public enum ImageScaler {
    /// `image` resized to `width` x `height` pixels (both at least 1).
    public static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        precondition(width > 0 && height > 0, "resize to \(width)x\(height)")
        if width == image.width && height == image.height { return image }
        let columns = spans(source: image.width, output: width)
        let rows = spans(source: image.height, output: height)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        // One output row's weighted sums (r*a, g*a, b*a, a).
        var sums = [Float](repeating: 0, count: width * 4)
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { out in
                sums.withUnsafeMutableBufferPointer { acc in
                    for oy in 0..<height {
                        for i in 0..<acc.count { acc[i] = 0 }
                        let rowSpan = rows[oy]
                        var weightTotal: Float = 0
                        for (k, sy) in (rowSpan.first..<(rowSpan.first + rowSpan.weights.count)).enumerated() {
                            let wy = rowSpan.weights[k]
                            let rowBase = sy * image.width * 4
                            for ox in 0..<width {
                                let span = columns[ox]
                                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                                var sx = span.first
                                for wx in span.weights {
                                    let p = rowBase + sx * 4
                                    let alpha = Float(source[p + 3]) * wx
                                    r += Float(source[p]) * alpha
                                    g += Float(source[p + 1]) * alpha
                                    b += Float(source[p + 2]) * alpha
                                    a += alpha
                                    sx += 1
                                }
                                let o = ox * 4
                                acc[o] += r * wy; acc[o + 1] += g * wy; acc[o + 2] += b * wy; acc[o + 3] += a * wy
                            }
                            weightTotal += wy
                        }
                        for ox in 0..<width {
                            let o = ox * 4
                            let alphaSum = acc[o + 3]
                            let coverage = weightTotal * columns[ox].total
                            let pixel = (oy * width + ox) * 4
                            guard alphaSum > 0, coverage > 0 else { continue }
                            out[pixel] = clampByte(acc[o] / alphaSum)
                            out[pixel + 1] = clampByte(acc[o + 1] / alphaSum)
                            out[pixel + 2] = clampByte(acc[o + 2] / alphaSum)
                            out[pixel + 3] = clampByte(alphaSum / coverage)
                        }
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: output, sourceWidth: image.sourceWidth, sourceHeight: image.sourceHeight)
    }

    /// The source pixels under one output pixel along one axis: the first index and each one's coverage.
    struct Span {
        var first: Int
        var weights: [Float]
        var total: Float
    }

    /// For each of `output` pixels, the source interval [o * s, (o + 1) * s) with s = source / output.
    static func spans(source: Int, output: Int) -> [Span] {
        let step = Double(source) / Double(output)
        return (0..<output).map { o in
            let start = Double(o) * step
            let end = min(Double(source), Double(o + 1) * step)
            var first = Int(start.rounded(.down))
            var last = max(first, Int(end.rounded(.up)) - 1)
            first = min(max(0, first), source - 1)
            last = min(max(first, last), source - 1)
            var weights: [Float] = []
            weights.reserveCapacity(last - first + 1)
            for s in first...last {
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                weights.append(Float(max(0, covered)))
            }
            // Upscaling: the interval lies inside one pixel; its coverage is all that counts.
            let total = weights.reduce(0, +)
            return Span(first: first, weights: weights, total: total)
        }
    }

    @inline(__always) static func clampByte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
