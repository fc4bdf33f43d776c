/// A reference model's undo and redo as plain stacks: undo carries out the top undo entry and
/// pushes the entry that takes it back onto the redo stack, redo the other way; an entry that
/// changes nothing leaves nothing to push, as a step that moved nothing registers no undo.
protocol UndoStackModel {
    associatedtype Entry

    var undoStack: [Entry] { get set }
    var redoStack: [Entry] { get set }

    /// Carries `entry` out; the entry that takes it back, when something changed.
    mutating func apply(_ entry: Entry) -> Entry?
}

extension UndoStackModel {
    mutating func undo() {
        guard let entry = undoStack.popLast() else { return }
        if let redo = apply(entry) { redoStack.append(redo) }
    }

    mutating func redo() {
        guard let entry = redoStack.popLast() else { return }
        if let undo = apply(entry) { undoStack.append(undo) }
    }
}
