import Pictures
/// Collects decoded rows into a picture reduced by an integer factor (area averaging of
/// factor x factor blocks), in any row order, so no full-size buffer is ever needed.
///
/// A class because the C decoders call back into it through an opaque context pointer.
final class RowAccumulator {
    let sourceWidth: Int
    let sourceHeight: Int
    let factor: Int
    let width: Int
    let height: Int
    /// factor == 1: the picture itself; written directly.
    private var direct: [UInt8] = []
    /// factor > 1: per output pixel, sums of r*a, g*a, b*a and a (so colour is alpha-weighted).
    private var sums: [UInt64] = []
    /// Set when a row did not fit the announced size: the decoder and header disagree.
    private(set) var overflowed = false

    init(sourceWidth: Int, sourceHeight: Int, maxSide: Int) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        let longest = max(sourceWidth, sourceHeight)
        factor = longest <= maxSide ? 1 : (longest + maxSide - 1) / maxSide
        width = (sourceWidth + factor - 1) / factor
        height = (sourceHeight + factor - 1) / factor
        if factor == 1 {
            direct = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            sums = [UInt64](repeating: 0, count: width * height * 4)
        }
    }

    /// Adds `count` pixels of row `y`, the first at column `x`, then every `step` columns.
    func add(y: Int, x: Int, step: Int, rgba: UnsafePointer<UInt8>, count: Int) {
        guard y >= 0, y < sourceHeight, x >= 0, step >= 1 else { overflowed = true; return }
        let usable = min(count, x >= sourceWidth ? 0 : (sourceWidth - x + step - 1) / step)
        if usable < count { overflowed = true }
        if factor == 1 {
            direct.withUnsafeMutableBufferPointer { out in
                let rowStart = y * width * 4
                if step == 1 {
                    (out.baseAddress! + rowStart + x * 4).update(from: rgba, count: usable * 4)
                } else {
                    for i in 0..<usable {
                        let o = rowStart + (x + i * step) * 4
                        let s = i * 4
                        out[o] = rgba[s]; out[o + 1] = rgba[s + 1]; out[o + 2] = rgba[s + 2]; out[o + 3] = rgba[s + 3]
                    }
                }
            }
            return
        }
        let outRow = (y / factor) * width
        sums.withUnsafeMutableBufferPointer { out in
            for i in 0..<usable {
                let s = i * 4
                let a = UInt64(rgba[s + 3])
                guard a > 0 else { continue }
                let o = (outRow + (x + i * step) / factor) * 4
                out[o] &+= UInt64(rgba[s]) * a
                out[o + 1] &+= UInt64(rgba[s + 1]) * a
                out[o + 2] &+= UInt64(rgba[s + 2]) * a
                out[o + 3] &+= a
            }
        }
    }

    /// The accumulated picture; pixels no row reached stay transparent.
    func image() -> RGBAImage {
        if factor == 1 {
            return RGBAImage(width: width, height: height, pixels: direct, sourceWidth: sourceWidth, sourceHeight: sourceHeight)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for oy in 0..<height {
            let blockHeight = min(factor, sourceHeight - oy * factor)
            for ox in 0..<width {
                let blockWidth = min(factor, sourceWidth - ox * factor)
                let area = UInt64(blockWidth * blockHeight)
                let i = (oy * width + ox) * 4
                let alphaSum = sums[i + 3]
                guard alphaSum > 0 else { continue }
                pixels[i] = UInt8(sums[i] / alphaSum)
                pixels[i + 1] = UInt8(sums[i + 1] / alphaSum)
                pixels[i + 2] = UInt8(sums[i + 2] / alphaSum)
                pixels[i + 3] = UInt8((alphaSum + area / 2) / area)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels, sourceWidth: sourceWidth, sourceHeight: sourceHeight)
    }
}
