extension SubscriptionList {
    /// The list with a line for this feed appended; every other line stays as it was.
    ///
    /// The new line ends as the file's lines do (`\r\n` in a CRLF file), and a file without a
    /// final newline gets one before it.
    /// - Throws: `alreadySubscribed` if any line has this URL (also a line that was not loaded),
    ///   `notAFeedURL` for an address FeedBrowser does not read, `unwritableTag` and `emptyTitle`
    ///   for fields newsboat would read back differently.
    public func adding(url: String, tags: [String] = [], title: String? = nil, isHidden: Bool = false) throws(SubscriptionEditError) -> SubscriptionList {
        if let index = entryIndexes(of: url).min() {
            throw .alreadySubscribed(url: url, line: index + 1)
        }
        switch FeedAddressKind(classifying: url) {
        case .feed: break
        case .notAURL(let reason): throw .notAFeedURL(url: url, reason: reason)
        case .newsboatOnly(let scheme), .unsupportedScheme(let scheme):
            throw .notAFeedURL(url: url, reason: "FeedBrowser does not read \(scheme): feeds")
        }
        if let tag = tags.first(where: { $0.isEmpty || $0.hasPrefix("~") || $0.hasPrefix("!") }) { throw .unwritableTag(tag) }
        if title?.isEmpty == true { throw .emptyTitle }

        return appending(line: Array(URLsLineWriter.line(url: url, tags: tags, title: title, isHidden: isHidden).utf8))
    }

    /// The list with `kept` (a line another urls file kept for newsboat) appended as written.
    /// - Throws: `alreadySubscribed` if a line already has its URL.
    public func adding(_ kept: KeptLine) throws(SubscriptionEditError) -> SubscriptionList {
        if let index = entryIndexes(of: kept.url).min() {
            throw .alreadySubscribed(url: kept.url, line: index + 1)
        }
        return appending(line: Array(kept.text.utf8))
    }

    /// The list with `newLine` appended, ended as the file's lines are (`\r\n` in a CRLF file);
    /// a file without a final newline gets one before it.
    private func appending(line newLine: [UInt8]) -> SubscriptionList {
        // Every line but the last has ended with a newline: a `\r` before one means a CRLF file.
        let usesCRLF = lines.dropLast().last(where: { !$0.isEmpty })?.last == UInt8(ascii: "\r")
        let lineEnd: [UInt8] = usesCRLF ? [UInt8(ascii: "\r")] : []
        var edited = lines
        if edited.last?.isEmpty == true {
            edited.removeLast()
        } else {
            edited[edited.count - 1] += lineEnd
        }
        edited += [newLine + lineEnd, []]
        return SubscriptionList(lines: edited)
    }

    /// The list with `subscription`'s URL, tags, title and hidden flag appended (its line is not used).
    public func adding(_ subscription: Subscription) throws(SubscriptionEditError) -> SubscriptionList {
        try adding(url: subscription.url, tags: subscription.tags, title: subscription.title, isHidden: subscription.isHidden)
    }

    /// The list without the lines that subscribe to `url`; every other line stays as it was.
    ///
    /// When the URL is on several lines all of them go: removing only the loaded one would leave
    /// the feed subscribed by the next (`lineNumbers(of:)` says how many there were).
    /// - Throws: `notSubscribed` if no line has exactly this URL.
    public func removing(url: String) throws(SubscriptionEditError) -> SubscriptionList {
        let indexes = entryIndexes(of: url).sorted(by: >)
        guard !indexes.isEmpty else { throw .notSubscribed(url: url) }
        var edited = lines
        for index in indexes {
            if index == edited.count - 1 {
                // The last line has no newline after it; the newline before it was the previous line's.
                edited[index] = []
            } else {
                edited.remove(at: index)
            }
        }
        return SubscriptionList(lines: edited)
    }
}
