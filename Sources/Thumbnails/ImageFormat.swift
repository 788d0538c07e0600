/// The picture formats the thumbnail decoder reads, recognised by their first bytes.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"

    /// The format announced by the file's signature, or nil when it is none of the three.
    /// Content types and file names lie often enough that only the bytes are trusted.
    public static func sniff<Bytes: Collection>(_ bytes: Bytes) -> ImageFormat? where Bytes.Element == UInt8 {
        let head = Array(bytes.prefix(8))
        if head.count >= 8, head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return .jpeg }
        if head.count >= 4, head[0] == 0x47, head[1] == 0x49, head[2] == 0x46, head[3] == 0x38 { return .gif } // "GIF8"
        return nil
    }
}
