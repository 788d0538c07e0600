/// What a measured load counted: item batches delivered (on the loader's thread) and frames
/// drawn (on the main one); read once the load has ended.
final class LoadCounter: @unchecked Sendable {
    var batches = 0
    var frames = 0
}
