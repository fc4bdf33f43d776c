import ILikeToMoveItCore

/// One row moved by one place with its text, as an app's list moves it (``AppList``), and
/// the floors it is compared with: what the app's own code would do at the least for the
/// same row action.
public enum SessionMove {
    public static let count = 1_000_000
    /// The short list the long one is compared with: a move's cost must not grow with `n`.
    public static let shortCount = 1_000

    /// The rows of a list of `count`, with the moved rows in its middle.
    public static func middle(of count: Int) -> Int { count / 2 }

    /// A list of `count` rows, reached as `access` says and identified as `identities` says.
    @MainActor
    public static func list(count: Int, access: ListAccess, identities: AppList.Identities = .id) -> AppList {
        AppList(Row.list(count: count), access: access, identities: identities)
    }

    /// The row and direction of the `move`-th of a run of first moves among ``count`` rows:
    /// two rows two places apart in the middle, each moved down, then each moved back up, in
    /// turn, so that the hint (the row moved last) always names the other row, and the list
    /// is back in order after four moves.
    public static func firstMoveRow(_ move: Int) -> (id: Int, down: Bool) {
        let first = middle(of: count)
        return (move.isMultiple(of: 2) ? first : first + 2, (move % 4) < 2)
    }

    /// The row of `id` moved by one place, down when `down`, through the session.
    @MainActor @inline(never)
    public static func library(_ list: AppList, id: Int, down: Bool) -> Int {
        list.move(down ? .down : .up, on: id)
    }

    /// The floor of a move with its text: the row at `offset` exchanged with its neighbour
    /// (`swapAt`), written as the list is reached (through the binding: read, write, store
    /// back), and one sentence naming the neighbour, as the library's says it. Returns the
    /// sentence's length.
    @inline(never)
    public static func floor(_ storage: ListStorage<[Row]>, access: ListAccess, at offset: Int, down: Bool) -> Int {
        let other = down ? offset + 1 : offset - 1
        write(storage, access) { $0.swapAt(offset, other) }
        return sentence(down: down, neighbour: storage.items[offset].title).utf8.count
    }

    /// The floor of a first move: the row of `id` found with `firstIndex(where:)`, then as
    /// ``floor(_:access:at:down:)``. Returns the row's new offset.
    @inline(never)
    public static func findingFloor(_ storage: ListStorage<[Row]>, access: ListAccess, id: Int, down: Bool) -> Int {
        var offset = 0
        write(storage, access) { rows in
            offset = rows.firstIndex { $0.id == id }!
            rows.swapAt(offset, down ? offset + 1 : offset - 1)
        }
        consume(sentence(down: down, neighbour: storage.items[offset].title))
        return down ? offset + 1 : offset - 1
    }

    /// The binding's own cost: the array read and written back with one row exchanged.
    @inline(never)
    public static func bindingWrite(_ storage: ListStorage<[Row]>, at offset: Int, down: Bool) {
        write(storage, .binding) { $0.swapAt(offset, down ? offset + 1 : offset - 1) }
    }

    /// "Moved down. Below Row 500001." or "Moved up. Above Row 499999."
    @inline(never)
    static func sentence(down: Bool, neighbour: String) -> String {
        down ? "Moved down. Below \(neighbour)." : "Moved up. Above \(neighbour)."
    }

    /// Changes the stored rows as `access` reaches them: through a binding, a copy of the
    /// array changed and stored back; handed over, in place.
    @inline(__always)
    static func write(_ storage: ListStorage<[Row]>, _ access: ListAccess, _ change: (inout [Row]) -> Void) {
        switch access {
        case .binding:
            var rows = storage.items
            change(&rows)
            storage.items = rows
        case .handedOver:
            change(&storage.items)
        }
    }
}
