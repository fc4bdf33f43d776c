/// Where a list registers the undo actions of its moves: the platform's `UndoManager` in an
/// app, a history of their own in the tests (Linux's Foundation has no `UndoManager`).
///
/// A registrar behaves as `UndoManager` documents: an action registered while an undo runs
/// is its redo, one registered while a redo runs is undoable again, and any other
/// registration clears what was undone. It does not keep `target` alive.
@MainActor
package protocol UndoRegistrar: AnyObject {
    /// Registers an action named `name` ("Move Robin") that `handler` carries out, for
    /// `target`.
    func registerUndo(withTarget target: AnyObject, named name: String, handler: @escaping @MainActor () -> Void)

    /// Removes every action registered for `target`, undo and redo alike.
    func removeAllActions(withTarget target: Any)
}
