import Feeds

extension FeedEnclosure {
    /// Whether the attachment is a picture (by Media RSS medium, else by MIME type); the detail
    /// lists only the others, since pictures are shown as pictures.
    var isPicture: Bool {
        if let medium = medium?.lowercased(), !medium.isEmpty { return medium == "image" }
        return type?.lowercased().hasPrefix("image/") ?? false
    }
}
