import Foundation

/// How much a constraint matters, on the Auto Layout scale: 1000 is required, 1...999 are wishes.
///
/// Non-required priorities become weights in one objective that the solver minimises (the sum of
/// weight * violation). Each step up multiplies the weight by 10^(1/125) (about 1.9%), so
/// `weight(751) > weight(750)` and 999 weighs about 98 times as much as 750.
///
/// **Float-strength caveat.** Weights are added up, so priorities are not strictly
/// lexicographic as in Auto Layout: two constraints at 750 violated by 1 each cost more than one
/// constraint at 751 violated by 1, and enough weak constraints can outweigh a strong one. Keep
/// competing priorities far apart (250 / 750 / 999) when that matters; in debug builds the solver
/// records such situations in `Solver.strengthWarnings`.
public struct Priority: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    /// The Auto Layout value, 0 < value <= 1000.
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    /// Must hold; the solver reports an error instead of violating it.
    public static let required: Priority = 1000
    /// Auto Layout's default compression resistance.
    public static let defaultHigh: Priority = 750
    /// Auto Layout's default content hugging.
    public static let defaultLow: Priority = 250
    /// The priority of the "as small as possible" wish of a fitting-size measurement.
    public static let fittingSizeLevel: Priority = 50

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    /// Whether the value is on the scale (0 < value <= 1000, finite).
    public var isValid: Bool { value > 0 && value <= 1000 && value.isFinite }

    /// Weight of a violation in the objective (meaningless when required).
    public var weight: Double { Foundation.pow(10, value / 125) }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
