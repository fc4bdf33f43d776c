@testable import ILikeToMoveItCore
import Testing

/// Reading a ``MoveStep`` of a list move the way the list tests check it: the offset move it
/// made, where the item stands after it, its announcement in list terms, and its undo.
enum ListStepCheck {
    /// The offset move the step made; `nil` when it changed nothing (or did not move one item).
    static func move<ID>(_ step: MoveStep<ID>) -> OffsetMove? {
        if case let .offset(move) = step.change { move } else { nil }
    }

    /// The step's announcement when it is in list terms; `nil` when it is in grid terms or
    /// given.
    static func announcement<ID>(_ step: MoveStep<ID>) -> MoveAnnouncement? {
        if case let .list(announcement) = step.announcement { announcement } else { nil }
    }

    /// The offset the moved item (or the first of a selection) stands at after the step, moved
    /// or not, read from the announcement's position; `nil` when the item was not found.
    static func offset<ID>(_ step: MoveStep<ID>) -> Int? {
        announcement(step)?.position.map { $0.index - 1 }
    }

    /// Expects the step's change to be exactly what turned `before` into `after` (an offset
    /// move or a permutation that is not the identity, or nothing when the list is unchanged),
    /// and an inverse exactly when something changed.
    static func expectChange<Element: Equatable, ID>(
        _ step: MoveStep<ID>, from before: [Element], to after: [Element], _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch step.change {
        case .none:
            #expect(after == before, "\(context()): a step without a change changed the list", sourceLocation: sourceLocation)
        case let .offset(move):
            var moved = before
            moved.applyMove(move)
            #expect(move.from != move.to && moved == after, "\(context()): \(move)", sourceLocation: sourceLocation)
        case let .permutation(permutation):
            #expect(!permutation.isIdentity && permutation.sources.count == before.count,
                    "\(context()): \(permutation.sources)", sourceLocation: sourceLocation)
            if permutation.sources.count == before.count {
                #expect(permutation.sources.map { before[$0] } == after, "\(context()): \(permutation.sources)",
                        sourceLocation: sourceLocation)
            }
        case .transferred, .transferredBack, .sections:
            Issue.record("\(context()): a move within one list reported a transfer or a section move",
                         sourceLocation: sourceLocation)
        }
        #expect((step.inverse == nil) == step.isEmpty, "\(context()): an inverse exactly when something changed",
                sourceLocation: sourceLocation)
    }

    /// Performs the step's inverse with `moves` (the ones that made the step) and expects it
    /// to give back `original`; without an inverse, expects the list to be `original` already.
    ///
    /// - Returns: The undo's step, or `nil` when the step had no inverse.
    @discardableResult
    static func expectUndo<Element: Equatable, ID, Items>(
        _ step: MoveStep<ID>, with moves: inout AccessibleMoves<Element, ID>, on items: inout Items,
        restores original: [Element], _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> MoveStep<ID>?
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element == Element {
        guard let inverse = step.inverse else {
            #expect(Array(items) == original, "\(context()): nothing to undo", sourceLocation: sourceLocation)
            return nil
        }
        let undo = moves.perform(inverse, on: &items)
        #expect(Array(items) == original, "\(context()): undo", sourceLocation: sourceLocation)
        #expect(!undo.isEmpty && undo.inverse != nil, "\(context()): the undo moved and can be redone",
                sourceLocation: sourceLocation)
        return undo
    }
}
