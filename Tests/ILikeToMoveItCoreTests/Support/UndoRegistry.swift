@testable import ILikeToMoveItCore

/// An undo and redo history that behaves as Foundation's `UndoManager` documents, for where
/// there is none: Linux, whose Foundation has no `UndoManager`, so the tests drive a list's
/// undo exactly as an app's undo manager would.
///
/// ```swift
/// let undo = UndoRegistry()
/// undo.registerUndo(withTarget: list, named: "Move Robin") { … }
/// undo.undoActionName   // "Move Robin"
/// undo.undo()           // runs the action; what it registers becomes the redo
/// undo.redoActionName   // "Move Robin"
/// ```
///
/// The documented rules it keeps:
/// - a registration outside an undo or redo goes on the undo stack and clears the redo stack;
/// - a registration while an undo runs goes on the redo stack, one while a redo runs on the
///   undo stack;
/// - ``removeAllActions(withTarget:)`` removes the target's actions from both stacks;
/// - targets are held weakly (`registerUndo(withTarget:handler:)` "does not strongly retain
///   target"): the action of a target that went away does nothing when undone, yet is used
///   up, as it is with `UndoManager`.
@MainActor
final class UndoRegistry: UndoRegistrar {
    private struct Action {
        weak var target: AnyObject?
        let targetID: ObjectIdentifier
        let name: String
        let handler: @MainActor () -> Void
    }

    private enum Running {
        case none, undo, redo
    }

    private var undoStack: [Action] = []
    private var redoStack: [Action] = []
    private var running = Running.none

    /// An empty history.
    init() {}

    func registerUndo(withTarget target: AnyObject, named name: String, handler: @escaping @MainActor () -> Void) {
        let action = Action(target: target, targetID: ObjectIdentifier(target), name: name, handler: handler)
        switch running {
        case .undo:
            redoStack.append(action)
        case .redo:
            undoStack.append(action)
        case .none:
            undoStack.append(action)
            redoStack.removeAll()
        }
    }

    func removeAllActions(withTarget target: Any) {
        let id = ObjectIdentifier(target as AnyObject)
        undoStack.removeAll { $0.targetID == id }
        redoStack.removeAll { $0.targetID == id }
    }

    /// Whether there is an action to undo.
    var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an action to redo.
    var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the action an undo would carry out ("Move Robin"), or `nil`.
    var undoActionName: String? { undoStack.last?.name }
    /// The name of the action a redo would carry out, or `nil`.
    var redoActionName: String? { redoStack.last?.name }
    /// How many actions can be undone.
    var undoCount: Int { undoStack.count }
    /// Whether the target of the action an undo would carry out is still alive (the registry,
    /// like `UndoManager`, does not retain it).
    var latestUndoTargetIsAlive: Bool { undoStack.last?.target != nil }

    /// Carries out the latest undo action (nothing when its target went away); what it
    /// registers becomes the redo.
    ///
    /// - Returns: Whether there was an action to undo.
    @discardableResult
    func undo() -> Bool {
        run(.undo, undoStack.popLast())
    }

    /// Carries out the latest redo action; what it registers becomes undoable again.
    ///
    /// - Returns: Whether there was an action to redo.
    @discardableResult
    func redo() -> Bool {
        run(.redo, redoStack.popLast())
    }

    private func run(_ kind: Running, _ action: Action?) -> Bool {
        guard let action else { return false }
        running = kind
        defer { running = .none }
        if action.target != nil { action.handler() }
        return true
    }
}
