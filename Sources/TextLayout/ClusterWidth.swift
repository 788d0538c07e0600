/// The width rule for grapheme clusters, applied scalar by scalar so that no cluster is built.
///
/// A cluster is as wide as its scalars together, as terminals draw it (tmux, xterm, VTE and
/// glibc's wcwidth give every scalar its own columns and draw marks of width 0 over the one
/// before): "नि" (न + vowel sign I, a spacing mark) is 2, "e" + U+0301 is 1. Emoji sequences are
/// the exception, as wide as their first pictograph: pictographs after a ZWJ, the second flag
/// letter and skin tones add nothing, and VS16 (U+FE0F) or a skin tone makes a one-column base two
/// columns wide (emoji presentation).
enum ClusterWidth {
    /// Columns `scalar` adds to the current cluster; `clusterWidth` is the cluster's width so far.
    @inline(__always)
    static func columns(of scalar: UInt32, _ properties: ScalarProperties, startsCluster: Bool,
                        clusterWidth: inout Int, ambiguousIsWide: Bool) -> Int {
        let w = properties.columns(ambiguousIsWide: ambiguousIsWide)
        if startsCluster {
            clusterWidth = w
            return w
        }
        let isSkinTone = (0x1F3FB...0x1F3FF).contains(scalar)
        if clusterWidth == 1 && (scalar == 0xFE0F || isSkinTone) {
            clusterWidth = 2
            return 1
        }
        if clusterWidth > 0 && (isSkinTone || properties.isExtendedPictographic
                                || properties.graphemeBreak == .regionalIndicator) {
            return 0
        }
        clusterWidth += w
        return w
    }
}
