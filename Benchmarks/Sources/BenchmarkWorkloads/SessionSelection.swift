import ILikeToMoveItCore

/// A thousand selected rows of a hundred thousand moved to the top together, as an app's list
/// moves them (``AppList`` with the selection in its settings), and the floor it is compared
/// with.
public enum SessionSelection {
    public static let count = 100_000
    public static let selected = 1_000

    /// Every `count / selected`-th row, from the middle of its stride: spread over the whole list.
    public static let ids: [Int] = (0..<selected).map { $0 * (count / selected) + count / selected / 2 }

    /// A list of `count` rows reached through a binding, with ``ids`` selected.
    @MainActor
    public static func list() -> AppList {
        AppList(Row.list(count: count), access: .binding, selection: Set(ids))
    }

    /// The selection moved to the top through the session, from the row of its last item.
    @MainActor @inline(never) @discardableResult
    public static func library(_ list: AppList) -> Int {
        list.move(.toTop, on: ids[ids.count - 1])
    }

    /// The floor: one pass over the rows, each row's identity looked up in the selection,
    /// the selected rows first and the others after them written back through the binding,
    /// and one sentence. Returns the sentence's length.
    @inline(never) @discardableResult
    public static func floor(_ storage: ListStorage<[Row]>, ids: Set<Int>) -> Int {
        let rows = storage.items
        var moved: [Row] = []
        moved.reserveCapacity(rows.count)
        var others: [Row] = []
        others.reserveCapacity(rows.count)
        for row in rows {
            if ids.contains(row.id) { moved.append(row) } else { others.append(row) }
        }
        let count = moved.count
        moved.append(contentsOf: others)
        storage.items = moved
        return "Moved \(count) items to top.".utf8.count
    }
}
