/// A view of a template and what it is for.
struct TemplateView {
    enum Role: Equatable {
        /// A label; the payload is its index in the template's labels.
        case label(Int)
        case box
        case spacer
    }

    var view: LayoutView
    var role: Role
}
