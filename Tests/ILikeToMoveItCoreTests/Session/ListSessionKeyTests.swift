import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The session's one key type: events and effects name items as `AnyHashable`, and an undo
/// action carries its request as a `ListUndo`, whatever the list's identity type.
@MainActor
@Suite struct ListSessionKeyTests {
    typealias Birds = ItemsList<[FlockBird], Int>

    /// A session over `birds`, and its settings.
    private func session(_ birds: Box) -> (ListSession, SessionListBox<Birds>, ListSettings) {
        let list = Birds(get: { birds.items }, set: { items, _ in birds.items = items })
        return (ListSession(), SessionListBox(list, moves: AccessibleMoves(id: \.id)), ListSettings(label: \FlockBird.name, announcer: .english))
    }

    final class Box {
        var items: [FlockBird]
        init(_ items: [FlockBird]) { self.items = items }
    }

    @Test func anUndoCarriesItsRequestAndComparesByIt() {
        let place = ListRequest(MoveRequest<Int>(.place(2, MovePlacement(after: 0, before: 1, offset: 1))))
        let undo = ListUndo(place, for: Int.self)
        #expect(undo.request(forIdentityType: ObjectIdentifier(Int.self)) == place)
        #expect(undo.request(forIdentityType: ObjectIdentifier(String.self)) == nil, "another identity type's list reads nothing")
        #expect(undo == ListUndo(place, for: Int.self), "equal requests make equal undo actions")
        #expect(undo != ListUndo(ListRequest(MoveRequest<Int>(.place(2, MovePlacement(after: 1, before: nil, offset: 2)))), for: Int.self))
        #expect(undo != ListUndo(ListRequest(MoveRequest<Int>(.place(2, MovePlacement(after: 0, before: 1, offset: 1))), transfer: 0), for: Int.self))
        let sameValues = ListUndo(ListRequest(MoveRequest<Int64>(.place(2, MovePlacement(after: 0, before: 1, offset: 1)))), for: Int64.self)
        #expect(undo != sameValues, "requests of different identity types are never equal")
    }

    /// Requests and steps name items by key; a key turns back into the identity it wraps, and
    /// into nothing else (not a number of another integer type, which `AnyHashable` equates).
    @Test func aKeyIsTheIdentityItWraps() {
        #expect(MoveKey(7).identity(as: Int.self) == 7)
        #expect(MoveKey(Int64(7)).identity(as: Int.self) == nil)
        #expect(MoveKey("7").identity(as: Int.self) == nil)
        #expect(MoveKey("jay").identity(as: AnyHashable.self) == AnyHashable("jay"), "a list identified by AnyHashable")
        let step = AccessibleMoves<FlockBird, Int>(id: \.id).unchanged
        #expect(step.focus == nil)
        var moves = AccessibleMoves<FlockBird, Int>(id: \.id)
        var birds = FlockBird.flock(3)
        let moved = moves.perform(.item(2, .up), on: &birds)
        #expect(moved.focus == 2 && moved.focusKey == MoveKey(2))
        let foreign = moves.perform(MoveRequest(.item(MoveKey(Int64(1)), .up)), on: &birds)
        #expect(foreign.focus == nil && foreign.inverse == nil, "a key of another type names no item")
        #expect(birds.map(\.id) == [0, 2, 1])
    }

    /// A placement keeps its neighbours as they were handed over, an identity or a key, and
    /// gives each back as a key or as an identity of the type asked for, and of no other.
    @Test func aPlacementGivesItsNeighboursBackAsKeysOrIdentities() {
        let placement = MovePlacement(after: 5, before: MoveKey(Int64(6)), offset: 1)
        #expect(placement.after == MoveKey(5) && placement.before == MoveKey(Int64(6)))
        #expect(placement.identityAfter(as: Int.self) == 5)
        #expect(placement.identityBefore(as: Int.self) == nil, "a key of an Int64 is not an Int identity")
        #expect(placement.identityBefore(as: Int64.self) == 6)
        #expect(placement == MovePlacement(after: MoveKey(5), before: Int64(6), offset: 1), "compared as keys")
        #expect(placement != MovePlacement(after: 5, before: Int64(6), offset: 2))
        #expect(placement != MovePlacement(after: "5", before: Int64(6), offset: 1))
        var changed = MovePlacement(offset: 1)
        changed.setAfter(5)
        changed.setBefore("jay")
        #expect(changed.identityAfter(as: Int.self) == 5 && changed.identityBefore(as: String.self) == "jay")
        #expect(changed == MovePlacement(after: 5, before: "jay", offset: 1))
        let keyed = MovePlacement(after: MoveKey("jay"), before: nil, offset: 0)
        #expect(keyed.identityAfter(as: AnyHashable.self) == AnyHashable("jay"), "a list identified by AnyHashable")
        #expect(keyed.identityAfter(as: String.self) == "jay")
    }

    @Test func anUndoOfAnotherListsIdentityTypeDoesNothing() {
        let birds = Box(FlockBird.flock(3))
        var (session, list, settings) = session(birds)
        let foreign = ListUndo(ListRequest(MoveRequest<String>(.item("Jay", .toTop))), for: String.self)
        #expect(session.decide(.undo(foreign), in: list, settings: settings).effects.isEmpty)
        #expect(birds.items.map(\.id) == [0, 1, 2])
    }

    @Test func aMoveNamedByAKeyOfAnotherTypeDoesNothing() {
        let birds = Box(FlockBird.flock(3))
        var (session, list, settings) = session(birds)
        #expect(session.decide(.move(.list(.toTop), on: "2"), in: list, settings: settings).effects.isEmpty)
        #expect(session.decide(.enterDrag(Int64(2)), in: list, settings: settings).effects.isEmpty)
        #expect(birds.items.map(\.id) == [0, 1, 2])
        let effects = session.decide(.move(.list(.toTop), on: 2), in: list, settings: settings).effects
        #expect(birds.items.map(\.id) == [2, 0, 1])
        #expect(effects.contains(.scroll(to: 2)), "effects name the item by the same key")
    }

    /// A list's selection is the view's own set, read by key: keys are made only when the
    /// selection moves, and a key of another identity type selects nothing.
    @Test func aSelectionIsReadByKey() {
        let selection = ListSelection([2, 5] as Set<Int>)
        #expect(selection.count == 2)
        #expect(selection.contains(MoveKey(5)))
        #expect(!selection.contains(MoveKey(3)))
        #expect(!selection.contains(MoveKey("5")), "another identity type")
        #expect(!selection.contains(MoveKey(Int64(5))), "another integer type")
        #expect(selection.keys == [MoveKey(2), MoveKey(5)])
        #expect(selection.identities(as: Int.self) == [2, 5])
        #expect(selection.identities(as: String.self).isEmpty)
        #expect(ListSelection().count == 0 && ListSelection(Set<Int>()).keys.isEmpty)

        let settings = ListSettings(label: \FlockBird.name, selection: [1, 2] as Set<Int>)
        #expect(settings.selection.identities(as: Int.self) == [1, 2])
        #expect(MoveRequestKind.row(MoveKey(1), .up, selection: settings.selection)
            == .selection([MoveKey(1), MoveKey(2)], .up, focus: MoveKey(1)))
        #expect(MoveRequestKind.row(MoveKey(3), .up, selection: settings.selection) == .item(MoveKey(3), .up),
                "an unselected row moves alone")
    }

    /// What an event's sender asks to know comes back in the decision, not as an effect for
    /// the user interface to skip: the item a move focuses, a focus claim granted once, the
    /// drag a pointer began (which its end then names).
    @Test func aDecisionAnswersItsSender() throws {
        let birds = Box(FlockBird.flock(3))
        var (session, list, settings) = session(birds)
        let move = session.decide(.move(.list(.up), on: 2), in: list, settings: settings)
        #expect(move.focus == AnyHashable(2))
        let request = try #require(move.effects.lazy.compactMap { effect -> MoveFocusTracker.Request? in
            if case let .focus(request) = effect { request } else { nil }
        }.first)
        #expect(request.id == move.focus, "the answer is the item the focus effect names")
        #expect(move.drag == nil && !move.focusClaimed)
        #expect(session.decide(.move(.list(.up), on: 99), in: list, settings: settings).focus == nil,
                "a move of an item the list does not hold focuses none")

        #expect(session.decide(.claimFocus(request), in: list, settings: settings) == ListDecision(focusClaimed: true))
        #expect(session.decide(.claimFocus(request), in: list, settings: settings) == ListDecision(),
                "granted once per request")

        settings.dragging = true
        let began = session.decide(.beginDrag(0), in: list, settings: settings)
        let drag = try #require(began.drag)
        #expect(began.effects == [.feedback(.pickUp)])
        #expect(session.decide(.enterDrag(2), in: list, settings: settings).drag == nil)
        #expect(birds.items.map(\.id) == [2, 0, 1], "the drag shows the move live")
        let dropped = session.decide(.drop, in: list, settings: settings)
        #expect(dropped.focus == AnyHashable(0), "the drop's step focuses the dragged item")
        #expect(dropped.effects.first == .feedback(.drop))
        #expect(session.decide(.endDrag(drag), in: list, settings: settings) == ListDecision())
        #expect(birds.items.map(\.id) == [2, 0, 1])
    }

    /// The events that do not touch the list are decided the same with it and without it;
    /// the others are left to `decide(_:in:settings:)`.
    @Test func eventsThatDoNotTouchTheListAreDecidedWithoutIt() {
        let birds = Box(FlockBird.flock(3))
        var (withList, list, settings) = session(birds)
        let move = withList.decide(.move(.list(.up), on: 2), in: list, settings: settings).effects
        guard case let .focus(request)? = move.first(where: { if case .focus = $0 { true } else { false } }),
              case let .startTimer(_, token)? = move.last
        else {
            Issue.record("the move asked for no focus or timer: \(move)")
            return
        }
        let listFree: [ListEvent] = [.update, .claimFocus(request), .timerFired(token), .announcementFinished(token, spoken: true)]
        for event in listFree {
            var copy = withList
            let decided = withList.decide(event, in: list, settings: settings)
            #expect(copy.decideWithoutList(event) == decided, "\(event)")
        }
        let listEvents: [ListEvent] = [.move(.list(.up), on: 1), .reorder([0], to: 2), .beginDrag(1), .enterDrag(1), .drop, .disappear]
        for event in listEvents {
            #expect(withList.decideWithoutList(event) == nil, "\(event)")
        }
        #expect(birds.items.map(\.id) == [0, 2, 1], "deciding without the list wrote nothing")
    }
}
