import ILikeToMoveItCore

/// An undo and redo history, for where there is no `UndoManager`: the terminal demo and the
/// package's tests. (An app keeps the steps' inverses where its history lives; see
/// `MoveStep.inverse`.)
///
/// It behaves as `UndoManager` does with the moves of a SwiftUI list: a new change can be
/// undone and clears what was undone; undoing takes the latest change back and makes it
/// redoable, and the reverse for redo. A request that changed nothing records nothing, and
/// there is no limit that would make older steps do nothing.
///
/// ```swift
/// var history = MoveHistory<MoveRequest<Bird.ID>>()
/// history.perform(.item(crow.id, .up)) { moves.perform($0, on: &birds) }   // robin, jay, crow, swan
/// history.perform(.item(robin.id, .up)) { moves.perform($0, on: &birds) }  // nothing moves, nothing recorded
/// history.undo { moves.perform($0, on: &birds) }                           // robin, jay, swan, crow
/// history.redo { moves.perform($0, on: &birds) }                           // robin, jay, crow, swan
/// ```
///
/// The closure performs an entry on whatever the step changed: one list, two lists for a
/// transfer (`moves.perform($0, on: &birds, other: &favourites)`), or sections. `Entry` is
/// what one undo step holds: for moves, a ``MoveRequest``; the demo keeps its own entries.
struct MoveHistory<Entry> {
    /// What an undo would perform, oldest first.
    private(set) var undoStack: [Entry] = []
    /// What a redo would perform, oldest first.
    private(set) var redoStack: [Entry] = []

    /// Creates an empty history.
    init() {}

    /// Whether there is a step to undo.
    var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    var canRedo: Bool { !redoStack.isEmpty }

    /// Records the inverse of a new change and forgets what was undone; records nothing for
    /// `nil` (a request that changed nothing).
    ///
    /// - Parameter inverse: What takes the change back.
    mutating func record(_ inverse: Entry?) {
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
    mutating func undo<Result>(_ perform: (Entry) throws -> (Result, inverse: Entry?)) rethrows -> Result? {
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
    mutating func redo<Result>(_ perform: (Entry) throws -> (Result, inverse: Entry?)) rethrows -> Result? {
        guard let entry = redoStack.popLast() else { return nil }
        let (result, inverse) = try perform(entry)
        if let inverse { undoStack.append(inverse) }
        return result
    }
}

extension MoveHistory: Sendable where Entry: Sendable {}

extension MoveHistory {
    /// Performs a request through `perform` and records the inverse of its step.
    ///
    /// - Parameters:
    ///   - request: What the user asked for.
    ///   - perform: Performs a request on the lists and returns its step.
    /// - Returns: What the request did.
    @discardableResult
    mutating func perform<ID>(_ request: MoveRequest<ID>, _ perform: (MoveRequest<ID>) -> MoveStep<ID>) -> MoveStep<ID>
    where Entry == MoveRequest<ID> {
        let step = perform(request)
        record(step.inverse)
        return step
    }

    /// Undoes the latest step through `perform`, which performs its inverse.
    ///
    /// - Returns: What the undo did, or `nil` when there was nothing to undo.
    @discardableResult
    mutating func undo<ID>(_ perform: (MoveRequest<ID>) -> MoveStep<ID>) -> MoveStep<ID>? where Entry == MoveRequest<ID> {
        undo { request in
            let step = perform(request)
            return (step, step.inverse)
        }
    }

    /// Redoes the latest undone step through `perform`.
    ///
    /// - Returns: What the redo did, or `nil` when there was nothing to redo.
    @discardableResult
    mutating func redo<ID>(_ perform: (MoveRequest<ID>) -> MoveStep<ID>) -> MoveStep<ID>? where Entry == MoveRequest<ID> {
        redo { request in
            let step = perform(request)
            return (step, step.inverse)
        }
    }
}
