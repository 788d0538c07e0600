/// The width rule for grapheme clusters, applied scalar by scalar so that no cluster is built.
///
/// A cluster is as wide as its first scalar that has a width (so a Prepend or format character
/// before the base does not count, and marks, ZWJ, variation selectors, joined pictographs and
/// the second flag letter add nothing); VS16 (U+FE0F) or an emoji modifier (skin tone) makes a
/// one-column base two columns wide (emoji presentation).
enum ClusterWidth {
    /// Columns `scalar` adds to the current cluster; `clusterWidth` is the cluster's width so far.
    @inline(__always)
    static func columns(of scalar: UInt32, _ properties: ScalarProperties, startsCluster: Bool,
                        clusterWidth: inout Int, ambiguousIsWide: Bool) -> Int {
        let w = properties.columns(ambiguousIsWide: ambiguousIsWide)
        if startsCluster || clusterWidth == 0 {
            clusterWidth = w
            return w
        }
        if clusterWidth == 1 && (scalar == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalar)) {
            clusterWidth = 2
            return 1
        }
        return 0
    }
}
