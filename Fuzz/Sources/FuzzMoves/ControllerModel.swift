import FuzzSupport
import ILikeToMoveIt

/// A `MoveController` beside a model of its undo and redo stacks: every move that changed the
/// list records the lists before and after, and undo and redo must bring those back exactly
/// (when identities are unique; with duplicates only the items must be kept).
struct ControllerModel {
    private var controller: MoveController<Item, Int>
    private var undone: [(before: [Item], after: [Item])] = []
    private var redone: [(before: [Item], after: [Item])] = []
    private let undoLimit: Int
    private let exact: Bool

    init(items: [Item], announcer: MoveAnnouncer, undoLimit: Int, exact: Bool) {
        controller = MoveController(items: items, id: \.id, label: \.label, announcer: announcer, undoLimit: undoLimit)
        self.undoLimit = undoLimit
        self.exact = exact
    }

    mutating func handle(_ request: MoveRequest<Int>) {
        let before = controller.items
        let output = controller.handle(request)
        require(output.items == controller.items, "output and controller disagree")
        require(isPermutation(before, output.items), "\(request): \(before) → \(output.items)")
        require(output.didMove == (output.undoEntry != nil), "\(request): didMove without an undo entry, or the reverse")
        require(output.didMove || output.items == before, "\(request) changed the list without saying so")
        if output.didMove {
            redone.removeAll()
            if undoLimit > 0 {
                if undone.count == undoLimit { undone.removeFirst() }
                undone.append((before, output.items))
            }
        }
        require(controller.undoStack.count == undone.count && controller.redoStack.isEmpty == redone.isEmpty,
                "stacks: \(controller.undoStack.count) undo entries, model \(undone.count)")
    }

    mutating func undo() {
        let before = controller.items
        let output = controller.undo()
        guard let expected = undone.popLast() else {
            require(output == nil && controller.items == before, "undo with nothing to undo")
            return
        }
        redone.append(expected)
        guard let output else { fatalError("Invariant broken: undo did nothing with \(undone.count + 1) entries") }
        require(isPermutation(before, output.items), "undo: \(before) → \(output.items)")
        if exact { require(output.items == expected.before, "undo gave \(output.items), not \(expected.before)") }
    }

    mutating func redo() {
        let before = controller.items
        let output = controller.redo()
        guard let expected = redone.popLast() else {
            require(output == nil && controller.items == before, "redo with nothing to redo")
            return
        }
        undone.append(expected)
        guard let output else { fatalError("Invariant broken: redo did nothing with \(redone.count + 1) entries") }
        require(isPermutation(before, output.items), "redo: \(before) → \(output.items)")
        if exact { require(output.items == expected.after, "redo gave \(output.items), not \(expected.after)") }
    }
}
