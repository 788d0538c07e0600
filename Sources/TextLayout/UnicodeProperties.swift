/// Code point properties from the generated two-stage tables (Generated/UnicodeData+Tables.swift).
///
/// The tables are decoded once, on first use, into plain memory that lives for the whole process,
/// so that the hot loops can look a code point up with two loads and no retain/release.
enum UnicodeProperties {
    /// The decoded lookup table shared by every caller.
    static let table = PropertyTable(
        stage1Base64: stage1Base64, stage1Count: stage1Count,
        stage2Base64: stage2Base64, stage2Count: stage2Count
    )

    /// Properties of one scalar (convenience for code that is not performance critical).
    static func of(_ scalar: Unicode.Scalar) -> ScalarProperties {
        table.properties(scalar.value)
    }
}
