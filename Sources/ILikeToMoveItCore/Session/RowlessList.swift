/// The list of a drop destination that no moveable list encloses: it shows no rows the
/// session moves, so its ``ListSession`` carries out only the changes sent to it (a drop, and
/// its undo and redo, ``ListEvent/change(_:)``), with the same undo, announcement and
/// going-away rules as every list.
///
/// ```swift
/// let driver = ListSessionDriver(hands: hands)
/// driver.update(RowlessList.box(), settings: ListSettings(announcer: announcer), undo: undoManager)
/// driver.send(.change(drop))
/// ```
package struct RowlessList: SessionList {
    package typealias Element = Never
    package typealias ID = Never

    package init() {}

    package var count: Int { 0 }

    package func request(
        for move: RowMove, on key: MoveKey, layout: MoveLayout, selection: ListSelection, with moves: AccessibleMoves<Never, Never>
    ) -> ListRequest? {
        nil
    }

    package func perform(_ request: ListRequest, with moves: inout AccessibleMoves<Never, Never>) -> ListStep {
        moves.unchanged
    }
}

extension RowlessList {
    /// The box of a rowless list, to hand a driver.
    package static func box() -> SessionListBox<RowlessList> {
        SessionListBox(RowlessList(), moves: AccessibleMoves(id: \.self))
    }
}
