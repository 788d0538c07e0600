import Feeds
import GRDB

extension ItemOrder {
    /// The keyset condition "after the cursor's row" in this order (two or one argument).
    var afterCondition: String { self == .newestFirst ? "(sortTime, id) < (?, ?)" : "id < ?" }

    var orderBy: String { self == .newestFirst ? "sortTime DESC, id DESC" : "id DESC" }

    func arguments(after cursor: ItemCursor) -> StatementArguments {
        self == .newestFirst ? [cursor.sortTime, cursor.itemID] : [cursor.itemID]
    }
}
