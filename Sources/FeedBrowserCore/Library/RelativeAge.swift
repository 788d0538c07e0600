import Foundation

/// How long ago something happened, as a list row says it: "just now", "5 min ago", "3 h ago", "2 d ago".
public enum RelativeAge {
    public static func text(from date: Date, to now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        if seconds < 60 { return "just now" }
        if seconds < 3600 { return "\(seconds / 60) min ago" }
        if seconds < 86_400 { return "\(seconds / 3600) h ago" }
        return "\(seconds / 86_400) d ago"
    }
}
