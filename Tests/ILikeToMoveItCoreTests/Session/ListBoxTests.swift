import Foundation
import Testing
@testable import ILikeToMoveItCore

/// The box of a list: the one place below the public modifiers that knows the list's type. The
/// session reaches the list only through it, by keys.
@MainActor
@Suite struct ListBoxTests {
    typealias Birds = ItemsList<[FlockBird], Int>

    final class Storage {
        var birds = FlockBird.flock(4)
    }

    private func list(_ storage: Storage) -> Birds {
        Birds(get: { storage.birds }, set: { items, _ in storage.birds = items })
    }

    /// A user interface keeps one box per list: each update gives the box its new list, and
    /// the moves made at the first update (with their moved-item hint) stay.
    @Test func anUpdateGivesTheSameBoxItsNewList() {
        let first = Storage()
        let second = Storage()
        var box: SessionListBox<Birds>?
        let made = SessionListBox.update(&box, with: list(first), moves: AccessibleMoves(id: \.id))
        #expect(box === made)
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        let moved = made.perform(.list(.up), on: MoveKey(2), settings: settings)
        #expect(moved?.step.focus == MoveKey(2) && first.birds.map(\.id) == [0, 2, 1, 3])
        #expect(made.moves.hint == 2, "the moves keep the item moved last")
        let again = SessionListBox.update(&box, with: list(second), moves: AccessibleMoves(id: \.id))
        #expect(again === made, "the same box")
        #expect(again.moves.hint == 2, "with the same moves")
        _ = again.perform(.list(.toTop), on: MoveKey(3), settings: settings)
        #expect(second.birds.map(\.id) == [3, 0, 1, 2], "on the new list")
        #expect(first.birds.map(\.id) == [0, 2, 1, 3], "the old one is left alone")
    }

    /// Keys of another identity type name no item: the box tells them apart, finds no section
    /// and no element for them, and a drop of one is an empty step.
    @Test func keysOfAnotherTypeNameNothing() {
        let storage = Storage()
        let box = SessionListBox(list(storage), moves: AccessibleMoves(id: \.id))
        #expect(box.identifies(MoveKey(1)))
        #expect(!box.identifies(MoveKey("1")) && !box.identifies(MoveKey(Int64(1))))
        #expect(box.identityType == ObjectIdentifier(Int.self) && box.identityTypeName == "Int")
        #expect(box.key(of: storage.birds[1]) == MoveKey(1))
        #expect(box.key(of: "Jay") == nil, "not an element of the list")
        #expect(box.identities() == [0, 1, 2, 3].map { MoveKey($0) })
        #expect(box.rows() == [[0, 1, 2, 3].map { MoveKey($0) }])
        let settings = ListSettings(label: \FlockBird.name, announcer: .english)
        let dropped = box.commitDrop(MoveKey("1"), move: OffsetMove(from: 1, to: 2), settings: settings)
        #expect(dropped.isEmpty && dropped.focus == nil)
        var read: [MoveKey: Int]?
        #expect(box.section(of: MoveKey(1), read: &read) == nil && read == nil, "a list without sections reads none")
    }

    /// A sectioned list's sections are read once, into the session's cache, and found by key.
    @Test func sectionsAreReadOnceByKey() {
        var shelves = BirdSection.split([2, 2])
        let box = SessionListBox(
            SectionsList<[BirdSection], [FlockBird], Int>(get: { shelves }, set: { shelves = $0 }, items: \.birds, name: \.title),
            moves: AccessibleMoves(id: \.id))
        var read: [MoveKey: Int]?
        #expect(box.section(of: MoveKey(3), read: &read) == 1)
        #expect(read == [MoveKey(0): 0, MoveKey(1): 0, MoveKey(2): 1, MoveKey(3): 1])
        shelves.swapAt(0, 1)
        #expect(box.section(of: MoveKey(3), read: &read) == 1, "the cache stands until the session drops it")
        read = nil
        #expect(box.section(of: MoveKey(3), read: &read) == 0)
        #expect(box.section(of: MoveKey("3"), read: &read) == nil)
    }
}
