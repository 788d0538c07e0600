import Foundation

/// Resizes RGBA pictures by area averaging (a box filter with fractional coverage).
///
/// Each output pixel is the coverage-weighted mean of the source pixels under it, taken in
/// linear light (sRGB decoded first, encoded after) so fine detail keeps its brightness — thin
/// bright lines or stars do not turn to dark mush as they would averaging sRGB values; colour
/// is weighted by alpha so transparent pixels do not darken edges. Downscaling reads every source
/// pixel about once: O(source pixels + output pixels). Upscaling repeats pixels (nearest).
public enum ImageScaler {
    /// `image` resized to `width` x `height` pixels (both at least 1).
    public static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        precondition(width > 0 && height > 0, "resize to \(width)x\(height)")
        if width == image.width && height == image.height { return image }
        let columns = Spans(source: image.width, output: width)
        let rows = Spans(source: image.height, output: height)
        let sourceWidth = image.width
        var output = [UInt8](repeating: 0, count: width * height * 4)
        // One output row's weighted sums (r*a, g*a, b*a, a), and one source row's horizontal sums.
        var sums = [Float](repeating: 0, count: width * 4)
        var line = [Float](repeating: 0, count: width * 4)
        image.pixels.withUnsafeBufferPointer { source in
          sRGBToLinear.withUnsafeBufferPointer { linear in
            output.withUnsafeMutableBufferPointer { out in
                sums.withUnsafeMutableBufferPointer { acc in
                    line.withUnsafeMutableBufferPointer { line in
                        columns.weights.withUnsafeBufferPointer { xWeights in
                            for oy in 0..<height {
                                for i in 0..<acc.count { acc[i] = 0 }
                                let rowFirst = rows.first[oy]
                                let rowStart = rows.offset[oy], rowEnd = rows.offset[oy + 1]
                                var weightTotal: Float = 0
                                for k in rowStart..<rowEnd {
                                    let wy = rows.weights[k]
                                    let sy = rowFirst + (k - rowStart)
                                    horizontal(source: source, linear: linear, rowBase: sy * sourceWidth * 4, columns: columns, xWeights: xWeights, into: line)
                                    for i in 0..<acc.count { acc[i] += line[i] * wy }
                                    weightTotal += wy
                                }
                                for ox in 0..<width {
                                    let o = ox * 4
                                    let alphaSum = acc[o + 3]
                                    let coverage = weightTotal * columns.total[ox]
                                    guard alphaSum > 0, coverage > 0 else { continue }
                                    let pixel = (oy * width + ox) * 4
                                    out[pixel] = encode(acc[o] / alphaSum)
                                    out[pixel + 1] = encode(acc[o + 1] / alphaSum)
                                    out[pixel + 2] = encode(acc[o + 2] / alphaSum)
                                    out[pixel + 3] = clampByte(alphaSum / coverage)
                                }
                            }
                        }
                    }
                }
            }
          }
        }
        return RGBAImage(width: width, height: height, pixels: output, sourceWidth: image.sourceWidth, sourceHeight: image.sourceHeight)
    }

    /// One source row reduced horizontally: per output column, the weighted sums (r*a, g*a, b*a, a).
    @inline(__always)
    private static func horizontal(source: UnsafeBufferPointer<UInt8>, linear: UnsafeBufferPointer<Float>, rowBase: Int, columns: Spans,
                                   xWeights: UnsafeBufferPointer<Float>, into line: UnsafeMutableBufferPointer<Float>) {
        for ox in 0..<columns.count {
            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
            var p = rowBase + columns.first[ox] * 4
            for k in columns.offset[ox]..<columns.offset[ox + 1] {
                let alpha = Float(source[p + 3]) * xWeights[k]
                r += linear[Int(source[p])] * alpha
                g += linear[Int(source[p + 1])] * alpha
                b += linear[Int(source[p + 2])] * alpha
                a += alpha
                p += 4
            }
            let o = ox * 4
            line[o] = r; line[o + 1] = g; line[o + 2] = b; line[o + 3] = a
        }
    }

    /// Per output pixel along one axis, the source pixels under it and each one's coverage,
    /// flattened (no array per pixel) so the inner loops do no reference counting.
    struct Spans {
        /// First source index of output pixel o.
        var first: [Int] = []
        /// Weights of output pixel o are weights[offset[o]..<offset[o + 1]].
        var offset: [Int] = [0]
        var weights: [Float] = []
        /// Sum of output pixel o's weights.
        var total: [Float] = []
        var count: Int { first.count }

        /// Output pixel o covers the source interval [o * s, (o + 1) * s) with s = source / output.
        init(source: Int, output: Int) {
            let step = Double(source) / Double(output)
            first.reserveCapacity(output)
            total.reserveCapacity(output)
            for o in 0..<output {
                let start = Double(o) * step
                let end = min(Double(source), Double(o + 1) * step)
                let from = min(max(0, Int(start.rounded(.down))), source - 1)
                let to = min(max(from, Int(end.rounded(.up)) - 1), source - 1)
                var sum: Float = 0
                for s in from...to {
                    // Upscaling: the interval lies inside one pixel; its coverage is all that counts.
                    let covered = Float(max(0, min(end, Double(s + 1)) - max(start, Double(s))))
                    weights.append(covered)
                    sum += covered
                }
                first.append(from)
                offset.append(weights.count)
                total.append(sum)
            }
        }
    }

    /// sRGB byte -> linear light in 0...1 (the sRGB transfer function).
    static let sRGBToLinear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light in 0...1 -> sRGB byte.
    @inline(__always) static func encode(_ linear: Float) -> UInt8 {
        let c = max(0, min(1, linear))
        let s = c <= 0.0031308 ? c * 12.92 : 1.055 * powf(c, 1 / 2.4) - 0.055
        return UInt8((s * 255).rounded())
    }

    @inline(__always) static func clampByte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
