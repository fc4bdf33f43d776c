/// An undo and redo history of inverses, for where there is no `UndoManager`: unit tests,
/// the terminal demo, any app that keeps its own.
///
/// It behaves as `UndoManager` does with the inverses of ``MoveStep``s: a new change pushes
/// its inverse and clears the redo stack; undoing pops an inverse, performs it, and pushes
/// the inverse of that onto the redo stack, and the reverse for redo. A request that changed
/// nothing records nothing, and there is no limit that would make older steps do nothing.
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
/// `Entry` is what one undo step holds: a ``MoveRequest`` for one list, or a type of your
/// own when one history serves several lists (the demo keeps the list's side beside the
/// request).
public struct MoveHistory<Entry> {
    /// What ``undo(_:)`` would perform, oldest first.
    public private(set) var undoStack: [Entry] = []
    /// What ``redo(_:)`` would perform, oldest first.
    public private(set) var redoStack: [Entry] = []

    /// Creates an empty history.
    public init() {}

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Records the inverse of a new change and forgets what was undone; records nothing for
    /// `nil` (a request that changed nothing).
    ///
    /// - Parameter inverse: What takes the change back.
    public mutating func record(_ inverse: Entry?) {
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
    public mutating func undo<Result>(_ perform: (Entry) throws -> (Result, inverse: Entry?)) rethrows -> Result? {
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
    public mutating func redo<Result>(_ perform: (Entry) throws -> (Result, inverse: Entry?)) rethrows -> Result? {
        guard let entry = redoStack.popLast() else { return nil }
        let (result, inverse) = try perform(entry)
        if let inverse { undoStack.append(inverse) }
        return result
    }
}

extension MoveHistory: Sendable where Entry: Sendable {}
extension MoveHistory: Equatable where Entry: Equatable {}
