@testable import ILikeToMoveItCore
import Testing

/// A drop into a list is undone and redone as every change the package makes: registered with
/// the undo manager under a name, carried out on the lists as they are when the user undoes,
/// said in the words of `ListsChange`.
@MainActor
@Suite struct DropUndoTests {
    final class Owner {}

    /// Two lists behind accessors, as the drop modifiers hold them (`into: $left, movingFrom:
    /// [$right]`).
    final class Lists {
        var left = FlockBird.flock(3)
        var right = [FlockBird(id: 7, name: "Owl"), FlockBird(id: 8, name: "Heron")]
        var accessors: [ListAccessor<FlockBird>] {
            [ListAccessor(get: { self.left }, set: { self.left = $0 }), ListAccessor(get: { self.right }, set: { self.right = $0 })]
        }
    }

    /// Drops Heron before Jay in the left list, moving it out of the right, and registers the
    /// drop's undo; returns what the drop said.
    func drop(_ lists: Lists, registrar: UndoRegistry, owner: Owner, said: @escaping @MainActor (String) -> Void) -> String? {
        let accessors = lists.accessors
        let before = accessors.map(\.value)
        let completion = DropPlanner.drop(
            [.success(FlockBird(id: 8, name: "Heron"))], into: accessors[0], at: .before(1), movingFrom: [accessors[1]],
            label: \.name, announcer: .english)
        ListsEdit(before: before, after: accessors.map(\.value))?.registerUndo(
            on: accessors, named: MoveStrings.english.undoDropActionName(count: completion.outcome.inserted.count),
            target: owner, registrar: registrar, label: \.name, announcer: .english, announce: said)
        return completion.announcement
    }

    @Test func aDropIsUndoneAndRedoneByNameOnTheListsAsTheyAreThen() {
        let lists = Lists(), registry = UndoRegistry(), owner = Owner()
        var said: [String] = []
        #expect(drop(lists, registrar: registry, owner: owner) { said.append($0) } == "Dropped 1 item. Above Jay.")
        #expect(lists.left.map(\.id) == [0, 8, 1, 2] && lists.right.map(\.id) == [7])
        #expect(registry.undoActionName == "Drop 1 item")
        lists.left.append(FlockBird(id: 9, name: "Wren"))                 // the app adds a bird meanwhile
        #expect(registry.undo())
        #expect(lists.left.map(\.id) == [0, 1, 2, 9], "Wren stays: the undo takes back only the drop")
        #expect(lists.right.map(\.id) == [7, 8])
        #expect(said == ["Moved back. Below Owl. At bottom."])
        #expect(registry.redoActionName == "Drop 1 item")
        #expect(registry.redo())
        #expect(lists.left.map(\.id) == [0, 8, 1, 2, 9] && lists.right.map(\.id) == [7])
        #expect(said.last == "Dropped 1 item. Above Jay.")
        #expect(registry.undoActionName == "Drop 1 item", "the redo registered the undo again")
    }

    /// A drop into a moveable list registers for the list's driver, so the list's going away
    /// removes it with the list's own undo actions.
    @Test func aDropIntoAMoveableListGoesWithTheListsUndo() {
        let list = BirdListFixture(FlockBird.flock(3))
        let lists = Lists()
        list.act(.down, on: 0)
        _ = drop(lists, registrar: list.undo.registry, owner: Owner()) { _ in }
        #expect(list.undo.registry.undoCount == 2)
        let owner = list.driver
        let other = Lists()
        _ = drop(other, registrar: list.undo.registry, owner: Owner()) { _ in }
        other.accessors.first.map { _ in () }
        ListsEdit(before: [[FlockBird(id: 1, name: "A")]], after: [[]])?.registerUndo(
            on: [ListAccessor(get: { [] }, set: { _ in })], named: "Drop 1 item", target: owner,
            registrar: list.undo.registry, label: nil, announcer: .english) { _ in }
        #expect(list.undo.registry.undoCount == 4)
        list.driver.send(.disappear)
        #expect(list.undo.registry.undoCount == 2, "the list's move and the drop registered for its driver are gone")
    }

    @Test func theUndoOfADropWhoseOwnerWentAwayDoesNothing() {
        let lists = Lists(), registry = UndoRegistry()
        var said: [String] = []
        do {
            let owner = Owner()
            _ = drop(lists, registrar: registry, owner: owner) { said.append($0) }
        }
        #expect(registry.undo())
        #expect(lists.left.map(\.id) == [0, 8, 1, 2])
        #expect(said.isEmpty)
    }
}
