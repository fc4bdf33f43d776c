/// An undo and redo history of moves, for where there is no `UndoManager`: unit tests of an
/// app's list, the terminal demo, any app that keeps its own.
///
/// It behaves as `UndoManager` does with the moves of a SwiftUI list: a new change can be
/// undone and clears what was undone; undoing takes the latest change back and makes it
/// redoable, and the reverse for redo. A request that changed nothing records nothing, and
/// there is no limit that would make older steps do nothing.
///
/// ```swift
/// var birds = [robin, jay, swan, crow]
/// var moves = AccessibleMoves<Bird, Bird.ID>(id: \.id, label: \.name)
/// var history = MoveHistory<MoveRequest<Bird.ID>>()
/// history.perform(.item(crow.id, .up), with: &moves, on: &birds)  // robin, jay, crow, swan
/// history.perform(.item(robin.id, .up), with: &moves, on: &birds) // nothing moves, nothing recorded
/// history.undo(with: &moves, on: &birds)                           // robin, jay, swan, crow
/// history.redo(with: &moves, on: &birds)                           // robin, jay, crow, swan
/// ```
///
/// `Entry` is what one undo step holds: for the moves of a list, a ``MoveRequest`` with the
/// list's identity type.
package struct MoveHistory<Entry> {
    /// What an undo would perform, oldest first.
    package private(set) var undoStack: [Entry] = []
    /// What a redo would perform, oldest first.
    package private(set) var redoStack: [Entry] = []

    /// Creates an empty history.
    package init() {}

    /// Whether there is a step to undo.
    package var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    package var canRedo: Bool { !redoStack.isEmpty }

    /// Records the inverse of a new change and forgets what was undone; records nothing for
    /// `nil` (a request that changed nothing).
    ///
    /// - Parameter inverse: What takes the change back.
    package mutating func record(_ inverse: Entry?) {
        guard let inverse else { return }
        undoStack.append(inverse)
        redoStack.removeAll()
    }

    /// Undoes the latest step: `perform` carries out its inverse and returns what it did and
    /// the inverse of that, which becomes the redo.
    ///
    /// - Parameter perform: Performs an entry; returns its result and its inverse.
    /// - Returns: What `perform` returned, or `nil` when there was nothing to undo.
    @discardableResult
    package mutating func undo<Result>(_ perform: (Entry) throws -> (Result, inverse: Entry?)) rethrows -> Result? {
        guard let entry = undoStack.popLast() else { return nil }
        let (result, inverse) = try perform(entry)
        if let inverse { redoStack.append(inverse) }
        return result
    }

    /// Redoes the latest undone step: `perform` carries out the entry and returns what it did
    /// and its inverse, which becomes undoable again.
    ///
    /// - Parameter perform: Performs an entry; returns its result and its inverse.
    /// - Returns: What `perform` returned, or `nil` when there was nothing to redo.
    @discardableResult
    package mutating func redo<Result>(_ perform: (Entry) throws -> (Result, inverse: Entry?)) rethrows -> Result? {
        guard let entry = redoStack.popLast() else { return nil }
        let (result, inverse) = try perform(entry)
        if let inverse { undoStack.append(inverse) }
        return result
    }
}

extension MoveHistory: Sendable where Entry: Sendable {}
