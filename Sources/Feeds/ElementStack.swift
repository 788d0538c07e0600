/// The kinds of the open elements, innermost last.
///
/// Raw memory rather than `[ElementKind]`: a push and a pop run for every element, and the array's
/// uniqueness check and out-of-line growth test were most of their cost.
final class ElementStack {
    private var base: UnsafeMutablePointer<ElementKind>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always) func push(_ kind: ElementKind) {
        if count == capacity { grow() }
        (base + count).initialize(to: kind)
        count += 1
    }

    /// Removes and returns the innermost kind; the stack must not be empty.
    @inline(__always) func pop() -> ElementKind {
        precondition(count > 0, "pop from an empty element stack")
        count -= 1
        return base[count]
    }

    /// The kind of the element around the innermost one, `.other` at the root.
    var parent: ElementKind { count >= 2 ? base[count - 2] : .other }

    private func grow() {
        let bigger = UnsafeMutablePointer<ElementKind>.allocate(capacity: capacity * 2)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
