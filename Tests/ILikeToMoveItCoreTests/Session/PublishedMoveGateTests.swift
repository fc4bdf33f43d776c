@testable import ILikeToMoveItCore
import Testing

/// The original package's controller: a move the app sets is performed once, even though
/// `@Published` publishes before it stores, so the move stays stored and reaches every
/// subscriber that comes later.
@Suite struct PublishedMoveGateTests {
    /// A property that behaves as `@Published` does (documented in `Published`): subscribers
    /// receive a new value before it is stored, and a new subscriber receives the stored
    /// value at once. `willSet` runs before the publication, as a property observer does.
    final class PublishedModel<Value> {
        private(set) var value: Value
        private var subscribers: [(Value) -> Void] = []
        var willSet: (Value) -> Void = { _ in }

        init(_ value: Value) {
            self.value = value
        }

        func set(_ newValue: Value) {
            willSet(newValue)
            for subscriber in subscribers { subscriber(newValue) }
            value = newValue
        }

        func subscribe(_ receive: @escaping (Value) -> Void) {
            subscribers.append(receive)
            receive(value)
        }
    }

    /// The rule the list used before: perform any non-nil move received and clear it. The
    /// move is stored after the clearing, so a later subscriber performs it again.
    @Test func clearingInsideTheSubscriberReplaysTheMoveToALaterSubscriber() {
        let move = PublishedModel<String?>(nil)
        var performed: [String] = []
        let receive: (String?) -> Void = { value in
            guard let value else { return }
            move.set(nil)
            performed.append(value)
        }
        move.subscribe(receive)
        move.set("Robin up")
        move.subscribe(receive)   // the list's view is made again
        #expect(performed == ["Robin up", "Robin up"], "the replay the gate prevents")
    }

    @Test func theGatePerformsEachMoveOnceAndTwoEqualMovesTwice() {
        let move = PublishedModel<String?>(nil)
        var set = 0
        move.willSet = { if $0 != nil { set += 1 } }
        var gate = PublishedMoveGate()
        var performed: [String] = []
        let receive: (String?) -> Void = { value in
            guard let value, gate.take(sequence: set) else { return }
            performed.append(value)
        }
        move.subscribe(receive)
        move.set("Robin up")
        move.subscribe(receive)
        move.subscribe(receive)
        #expect(performed == ["Robin up"])
        move.set("Robin up")   // the user moves Robin up again
        #expect(performed == ["Robin up", "Robin up"])
        move.set(nil)
        move.subscribe(receive)
        #expect(performed.count == 2)
    }

    @Test func anOlderSequenceIsNeverTaken() {
        var gate = PublishedMoveGate()
        let taken = [3, 2, 3, 0, 4].map { gate.take(sequence: $0) }
        #expect(taken == [true, false, false, false, true])
    }
}
