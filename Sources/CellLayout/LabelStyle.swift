/// How a label's text is drawn; the renderer maps it to terminal attributes.
public struct LabelStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = LabelStyle(rawValue: 1 << 0)
    public static let dim = LabelStyle(rawValue: 1 << 1)
    public static let underline = LabelStyle(rawValue: 1 << 2)
}
