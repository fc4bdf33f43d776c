@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// A drop is a change the list session carries out (`ListEvent.change`), as it carries out a
/// move: the lists are written, then the undo is registered under its name, then what the
/// drop did is said once focus settles; undo and redo run on the lists as they are then, said
/// in the words of `ListsDifference`; and a list that goes away forgets them.
@MainActor
@Suite struct DropUndoTests {
    /// Heron, dropped before Jay into the list from the other one, as `onInsert(of:into:
    /// movingFrom:)` hands it to the list's session.
    static func heron(into list: BirdListFixture, completed: @escaping (DropCompletion<Int>) -> Void = { _ in }) -> ListChange {
        .drop(
            [.success(FlockBird(id: 8, name: "Heron"))], into: list.birdsAccessor, at: .before(1),
            movingFrom: [list.otherAccessor], label: \.name, announcer: .english, completed: completed)
    }

    @Test func aDropWritesTheListsThenRegistersItsUndoThenSaysItOnceFocusSettles() {
        let list = BirdListFixture(FlockBird.flock(3), other: [FlockBird(id: 7, name: "Owl"), FlockBird(id: 8, name: "Heron")])
        var completion: DropCompletion<Int>?
        let records = list.recording { list.driver.send(.change(Self.heron(into: list) { completion = $0 })) }
        #expect(records == [.wroteOther([7]), .wrote([0, 8, 1, 2], live: false), .registered("Drop 1 item")])
        #expect(completion?.outcome.inserted == [8])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Dropped 1 item. Above Jay."])
    }

    @Test func aDropIsUndoneAndRedoneByNameOnTheListsAsTheyAreThen() {
        let list = BirdListFixture(FlockBird.flock(3), other: [FlockBird(id: 7, name: "Owl"), FlockBird(id: 8, name: "Heron")])
        list.driver.send(.change(Self.heron(into: list)))
        list.birds.append(FlockBird(id: 9, name: "Wren"))                 // the app adds a bird meanwhile
        let undone = list.undoLatest()
        #expect(list.ids == [0, 1, 2, 9], "Wren stays: the undo takes back only the drop")
        #expect(list.other.map(\.id) == [7, 8])
        #expect(undone.contains(.registered("Drop 1 item")), "the undo registered the redo under the same name")
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Moved back. Below Owl. At bottom."])
        list.redoLatest()
        #expect(list.ids == [0, 8, 1, 2, 9] && list.other.map(\.id) == [7])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Dropped 1 item. Above Jay."])
        #expect(list.undo.registry.undoActionName == "Drop 1 item", "the redo registered the undo again")
    }

    @Test func aDropAndAMoveShareOneUndoStackAndTheListsGoingAway() {
        let list = BirdListFixture(FlockBird.flock(3), other: [FlockBird(id: 7, name: "Owl"), FlockBird(id: 8, name: "Heron")])
        list.act(.down, on: 0)
        list.driver.send(.change(Self.heron(into: list)))
        #expect(list.undo.registry.undoCount == 2)
        #expect(list.undo.registry.undoActionName == "Drop 1 item")
        list.driver.send(.disappear)
        #expect(list.undo.registry.undoCount == 0, "the list's move and the drop into it are gone with it")
    }

    @Test func aNewerDropSupersedesTheAnnouncementStillWaiting() {
        let list = BirdListFixture(FlockBird.flock(3), other: [FlockBird(id: 7, name: "Owl"), FlockBird(id: 8, name: "Heron")])
        list.driver.send(.change(Self.heron(into: list)))
        list.driver.send(.change(.drop(
            [.success(FlockBird(id: 7, name: "Owl"))], into: list.birdsAccessor, at: .end, movingFrom: [list.otherAccessor],
            label: \.name, announcer: .english)))
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Dropped 1 item. Below Swan. At bottom."])
    }

    @Test func aDropThatCarriesNothingChangesNothingAndRegistersNothing() {
        let list = BirdListFixture(FlockBird.flock(3))
        let records = list.recording {
            list.driver.send(.change(.drop(
                [Result<FlockBird, ItemProviderError>](), into: list.birdsAccessor, at: .end, movingFrom: [], label: \.name, announcer: .english)))
        }
        #expect(records.isEmpty)
        #expect(list.undo.registry.undoCount == 0)
        #expect(list.advance(by: 1).isEmpty)
    }

    @Test func theUndoOfADropWhoseListWentAwayDoesNothing() {
        var birds = FlockBird.flock(3), other = [FlockBird(id: 8, name: "Heron")]
        let undo = RecordingUndo { _ in }
        do {
            let destination = RowlessDestination(undo: undo)
            destination.driver.send(.change(.drop(
                [.success(FlockBird(id: 8, name: "Heron"))], into: ListAccessor(get: { birds }, set: { birds = $0 }),
                at: .start, movingFrom: [ListAccessor(get: { other }, set: { other = $0 })], label: \.name,
                announcer: .english)))
            #expect(birds.map(\.id) == [8, 0, 1, 2])
        }
        #expect(undo.registry.undo(), "the action is still on the stack")
        #expect(birds.map(\.id) == [8, 0, 1, 2] && other.isEmpty, "nothing ran for a destination that is gone")
    }

    @Test func aDestinationOutsideEveryListHasItsOwnSessionWhichForgetsItsUndoWhenItGoes() {
        var birds = FlockBird.flock(2)
        let undo = RecordingUndo { _ in }
        let destination = RowlessDestination(undo: undo)
        destination.driver.send(.change(.drop(
            [.success(FlockBird(id: 9, name: "Wren"))], into: ListAccessor(get: { birds }, set: { birds = $0 }), at: .end,
            movingFrom: [], label: \.name, announcer: .english)))
        #expect(birds.map(\.id) == [0, 1, 9])
        #expect(undo.registry.undoActionName == "Drop 1 item")
        destination.timers.advance(by: 1)
        #expect(destination.hands.posts == ["Dropped 1 item. Below Jay. At bottom."])
        #expect(undo.registry.undo())
        #expect(birds.map(\.id) == [0, 1], "the copy is taken out again")
        destination.timers.advance(by: 1)
        #expect(destination.hands.posts.last == "Removed Wren.")
        destination.driver.send(.disappear)
        #expect(!undo.registry.canRedo, "the destination's redo is forgotten with it")
    }
}

/// A drop destination that no moveable list encloses, as the SwiftUI layer keeps one: a
/// session over a `RowlessList`, with hands that only post.
@MainActor
final class RowlessDestination {
    final class Hands: ListHands {
        private(set) var posts: [String] = []
        func scroll(to id: AnyHashable) {}
        func focus(_ request: MoveFocusTracker.Request) {}
        func post(_ text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token) {
            posts.append(text)
        }
        func reportMisuse(_ message: String) {}
    }

    let hands = Hands()
    let timers = VirtualTimers()
    let driver: ListSessionDriver

    init(undo: RecordingUndo) {
        driver = ListSessionDriver(hands: hands, timers: timers)
        driver.update(RowlessList.box(), settings: ListSettings(announcer: .english), undo: undo)
    }
}

extension BirdListFixture {
    /// The list's birds as a drop destination reads and writes them, recorded as the list's
    /// own writes are.
    var birdsAccessor: ListAccessor<FlockBird> {
        ListAccessor(get: { [unowned self] in birds }, set: { [unowned self] items in
            birds = items
            record(.wrote(items.map(\.id), live: false))
        })
    }

    /// The other list, as a drop's source.
    var otherAccessor: ListAccessor<FlockBird> {
        ListAccessor(get: { [unowned self] in other }, set: { [unowned self] items in
            other = items
            record(.wroteOther(items.map(\.id)))
        })
    }
}
