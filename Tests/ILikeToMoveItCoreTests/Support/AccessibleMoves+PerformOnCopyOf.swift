@testable import ILikeToMoveItCore

extension AccessibleMoves {
    /// Performs a request on a list the app keeps and reorders itself: on a copy of the list
    /// as it is now, returning the step (focus, announcement, inverse) and the moves in
    /// `onMove`'s shape that the app applies to make its list match the copy.
    ///
    /// The list itself is only read; the copy is O(*n*) elements (references, for SwiftData and
    /// Core Data models).
    ///
    /// - Parameters:
    ///   - request: What to do: a row's request, or a step's inverse for undo and redo.
    ///   - items: The list as it is now.
    /// - Returns: The step, and the moves to apply in order (empty when nothing moved).
    mutating func performOnCopy<Items: Collection>(
        _ request: MoveRequest<ID>, of items: Items
    ) -> (step: MoveStep<ID>, moves: [IndexSetMove]) where Items.Element == Element {
        var copy = Array(items)
        let (step, moves) = performOnCopy(request.kind, on: &copy)
        return (MoveStep(step), moves)
    }
}
