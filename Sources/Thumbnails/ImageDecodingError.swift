/// Why a picture could not be decoded; `description` is a short reason fit for a placeholder.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not PNG, JPEG or GIF.
    case unknownFormat
    /// The bytes claim to be `format` but are damaged.
    case corrupt(ImageFormat, reason: String)
    /// The file stops before the picture does (an interrupted download).
    case truncated(ImageFormat, reason: String)
    /// A valid file of a variant the decoder does not read.
    case unsupported(ImageFormat, reason: String)
    /// The header announces more pixels than the limits allow; nothing was allocated for them.
    case tooLarge(ImageFormat, width: Int, height: Int, limit: String)
    /// The decoder ran out of memory.
    case outOfMemory(ImageFormat)

    public var description: String {
        switch self {
        case .unknownFormat: return "not a PNG, JPEG or GIF image"
        case .corrupt(let format, let reason): return "corrupt \(format.rawValue): \(reason)"
        case .truncated(let format, let reason): return "truncated \(format.rawValue): \(reason)"
        case .unsupported(let format, let reason): return "unsupported \(format.rawValue): \(reason)"
        case .tooLarge(let format, let width, let height, let limit):
            return "\(format.rawValue) of \(width)x\(height) pixels is over the limit (\(limit))"
        case .outOfMemory(let format): return "out of memory decoding \(format.rawValue)"
        }
    }
}
