@testable import ILikeToMoveItCore
import Testing

@Suite struct MoveFocusTrackerTests {
    /// Rows ask in turn; returns which of them claimed focus.
    private func claims(_ rows: [Int], on focus: inout MoveFocusTracker) -> [Int] {
        rows.filter { focus.claim(for: $0) }
    }

    @Test func onlyTheRequestedRowClaimsFocusAndOnlyOnce() {
        var focus = MoveFocusTracker()
        #expect(claims([7], on: &focus).isEmpty)
        focus.request(7)
        // Row 7 asks twice (changed, then scrolled back into view): only the first claims.
        #expect(claims([3, 7, 7], on: &focus) == [7])
        #expect(focus.pending == nil)
    }

    @Test func aNewerRequestReplacesAPendingOne() {
        var focus = MoveFocusTracker()
        focus.request(1)
        focus.request(2)
        #expect(claims([1, 2], on: &focus) == [2])
    }

    /// Two quick moves of one item are two distinct requests, so rows see a change.
    @Test func repeatedRequestsForOneItemDiffer() {
        var focus = MoveFocusTracker()
        let first = focus.request(4)
        let second = focus.request(4)
        #expect(first != second)
        #expect(second.generation > first.generation)
    }

    /// A row created only later (a lazy list) still claims a request nobody claimed.
    @Test func aRowThatAppearsLaterClaimsThePendingRequest() {
        var focus = MoveFocusTracker()
        focus.request(99)
        #expect(claims(Array(0..<10), on: &focus).isEmpty)
        #expect(claims([99], on: &focus) == [99])
    }
}

/// How a row takes a request it received: only while it is the pending one, once; a row that
/// appears asks for the request pending for its item.
@Suite struct MoveFocusTrackerRowTests {
    @Test func aRowClaimsTheRequestItReceivedOnlyWhilePending() {
        var focus = MoveFocusTracker()
        let first = focus.request(1)
        let second = focus.request(1)
        let claims = [focus.claim(first), focus.claim(second), focus.claim(second)]
        #expect(claims == [false, true, false], "superseded by a newer move of the same item; once")
    }

    @Test func aRowThatAppearsFindsOnlyItsOwnPendingRequest() {
        var focus = MoveFocusTracker()
        #expect(focus.pending(for: 5) == nil)
        let request = focus.request(5)
        #expect(focus.pending(for: 4) == nil)
        #expect(focus.pending(for: 5) == request)
        let claimed = focus.claim(request)
        #expect(claimed)
        #expect(focus.pending(for: 5) == nil)
    }
}
