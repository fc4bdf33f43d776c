@testable import ILikeToMoveItCore
import Testing

/// The sequences a list's user interface goes through, run through the real session driver
/// with a virtual clock and a screen reader whose reports the test gives.
@MainActor
@Suite struct AccessibleMoveScenarioTests {
    @Test func aMoveIsAnnouncedOnceFocusHasSettled() {
        let list = BirdListFixture(FlockBird.flock(4))
        list.act(.up, on: 2)
        #expect(list.ids == [0, 2, 1, 3])
        #expect(list.hands.focusRequests.map(\.id) == [2])
        #expect(list.advance(by: 0.49).isEmpty)
        #expect(list.advance(by: 0.01) == [.posted("Moved up. Above Jay.", at: 0.5)])
        list.hands.finishSpeaking(spoken: true)
        #expect(list.advance(by: 10).isEmpty)
        #expect(list.hands.posts.map(\.queued) == [true])
        #expect(list.hands.posts.map(\.priority) == [.high])
    }

    /// The original package's known issue: a second quick move could move the neighbour.
    @Test func twoQuickMovesOfOneItemBothMoveIt() {
        let list = BirdListFixture(FlockBird.flock(5))
        list.act(.up, on: 3)
        list.advance(by: 0.1)
        list.act(.up, on: 3)
        #expect(list.ids == [0, 3, 1, 2, 4])
        #expect(list.hands.focusRequests.map(\.id) == [3, 3])
        // Two requests for one item are two changes a row sees.
        #expect(Set(list.hands.focusRequests.map(\.generation)).count == 2)
        // The first announcement was superseded before it was posted: only the second is heard.
        #expect(list.advance(by: 1) == [.posted("Moved up. Above Jay.", at: 0.6)])
    }

    @Test func anAnnouncementVoiceOverDroppedIsPostedAgainTwice() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.act(.toBottom, on: 0)
        var posts: [SessionRecord] = []
        for _ in 0..<4 {
            posts += list.advance(by: 0.5)
            list.hands.finishSpeaking(spoken: false)
        }
        posts += list.advance(by: 5)
        let text = "Moved down by 2. Below Swan. At bottom."
        #expect(posts == [.posted(text, at: 0.5), .posted(text, at: 1.0), .posted(text, at: 1.5)])
    }

    @Test func aNewMoveStopsTheRetriesOfTheOldOne() {
        let list = BirdListFixture(FlockBird.flock(3))
        list.act(.down, on: 0)
        var posts = list.advance(by: 0.5)
        list.hands.finishSpeaking(spoken: false)
        list.act(.down, on: 0)
        posts += list.advance(by: 5)
        #expect(BirdListFixture.posted(posts) == ["Moved down. Below Jay.", "Moved down. Below Swan. At bottom."])
    }

    @Test func aMoveThatCannotHappenIsStillAnnouncedAndKeepsFocus() {
        let list = BirdListFixture(FlockBird.flock(3))
        let records = list.act(.up, on: 0)
        #expect(records == [.scrolled(0), .focused(0)], "nothing written, no undo")
        #expect(list.ids == [0, 1, 2])
        #expect(BirdListFixture.posted(list.advance(by: 1)) == ["Not moved. At top."])
    }

    @Test func aMissingItemGetsNoFocusRequest() {
        let list = BirdListFixture(FlockBird.flock(3))
        #expect(list.act(.up, on: 42).isEmpty)
        #expect(list.hands.focusRequests.isEmpty)
        #expect(list.ids == [0, 1, 2])
    }

    /// Random actions at random times with random screen-reader outcomes: the list stays a
    /// permutation that matches applying each action in turn, focus always names the item
    /// acted on, and every post carries the text of the latest move, at least the settle
    /// delay after it, never more than three times.
    @Test(arguments: [1, 7, 42, 2024] as [UInt64])
    func randomSessionsKeepTheirPromises(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 6
        let list = BirdListFixture(FlockBird.flock(count))
        var reference = Array(0..<count)
        var latest: (text: String, time: Double)?
        var postsOfLatest = 0
        let actions: [AccessibilityMoveAction] = [.up, .down, .up(2), .down(3), .toTop, .toBottom, .up(.max)]
        for _ in 0..<300 {
            switch random.next() % 3 {
            case 0:
                let id = Int(random.next() % UInt64(count))
                let action = actions[Int(random.next() % UInt64(actions.count))]
                let records = list.act(action, on: id)
                let from = reference.firstIndex(of: id)!
                let to = action.targetOffset(from: from, count: count)
                reference.insert(reference.remove(at: from), at: to)
                #expect(list.ids == reference)
                #expect(list.hands.focusRequests.last?.id == AnyHashable(id))
                #expect(BirdListFixture.posted(records).isEmpty, "a move never posts at once")
                let text = MoveAnnouncement.item(
                    from: from, to: to, count: count, towardsTop: action.direction == .up,
                    neighbour: to == from ? nil : FlockBird.flock(count)[reference[to < from ? to + 1 : to - 1]].name)
                latest = (MoveAnnouncer.english.text(for: text), list.timers.now)
                postsOfLatest = 0
            case 1:
                let records = list.advance(by: Double(random.next() % 8) / 10)
                for case let .posted(text, time) in records {
                    #expect(text == latest?.text)
                    #expect(time >= (latest?.time ?? 0) + 0.5)
                    postsOfLatest += 1
                }
                #expect(postsOfLatest <= 3)
            default:
                list.hands.finishSpeaking(spoken: random.next() % 2 == 0)
            }
        }
    }
}
