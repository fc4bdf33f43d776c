import ILikeToMoveItCore
import Testing

/// The sequences the SwiftUI layer goes through, run against the core with a virtual clock.
@Suite struct AccessibleMoveScenarioTests {
    @Test func aMoveIsAnnouncedOnceFocusHasSettled() {
        var session = MoveSessionSimulator(birds: FlockBird.flock(4))
        session.activate(.up, on: 2)
        #expect(session.birds.map(\.id) == [0, 2, 1, 3])
        #expect(session.focusRequests == [2])
        session.advance(by: 0.49)
        #expect(session.posts.isEmpty)
        session.advance(by: 0.01)
        #expect(session.posts == [.init(time: 0.5, text: "Moved up. Above Jay.", queued: true)])
        session.finishSpeaking(spoken: true)
        session.advance(by: 10)
        #expect(session.posts.count == 1)
    }

    /// The original package's known issue: a second quick move could move the neighbour.
    @Test func twoQuickMovesOfOneItemBothMoveIt() {
        var session = MoveSessionSimulator(birds: FlockBird.flock(5))
        session.activate(.up, on: 3)
        session.advance(by: 0.1)
        session.activate(.up, on: 3)
        #expect(session.birds.map(\.id) == [0, 3, 1, 2, 4])
        #expect(session.focusRequests == [3, 3])
        session.advance(by: 1)
        // The first announcement was superseded before it was posted: only the second is heard.
        #expect(session.posts.map(\.text) == ["Moved up. Above Jay."])
        #expect(session.posts.first?.time == 0.6)
    }

    @Test func anAnnouncementVoiceOverDroppedIsPostedAgainTwice() {
        var session = MoveSessionSimulator(birds: FlockBird.flock(3))
        session.activate(.toBottom, on: 0)
        for _ in 0..<4 {
            session.advance(by: 0.5)
            session.finishSpeaking(spoken: false)
        }
        session.advance(by: 5)
        #expect(session.posts.map(\.text) == Array(repeating: "Moved down by 2. Below Swan. At bottom.", count: 3))
        #expect(session.posts.map(\.time) == [0.5, 1.0, 1.5])
    }

    @Test func aNewMoveStopsTheRetriesOfTheOldOne() {
        var session = MoveSessionSimulator(birds: FlockBird.flock(3))
        session.activate(.down, on: 0)
        session.advance(by: 0.5)
        session.finishSpeaking(spoken: false)
        session.activate(.down, on: 0)
        session.advance(by: 5)
        #expect(session.posts.map(\.text) == ["Moved down. Below Jay.", "Moved down. Below Swan. At bottom."])
    }

    @Test func aMoveThatCannotHappenIsStillAnnouncedAndKeepsFocus() {
        var session = MoveSessionSimulator(birds: FlockBird.flock(3))
        session.activate(.up, on: 0)
        session.advance(by: 1)
        #expect(session.birds.map(\.id) == [0, 1, 2])
        #expect(session.focusRequests == [0])
        #expect(session.posts.map(\.text) == ["Not moved. At top."])
    }

    @Test func aMissingItemGetsNoFocusRequest() {
        var session = MoveSessionSimulator(birds: FlockBird.flock(3))
        session.activate(.up, on: 42)
        #expect(session.focusRequests.isEmpty)
        #expect(session.birds.map(\.id) == [0, 1, 2])
    }

    /// Random actions at random times with random VoiceOver outcomes: the list stays a
    /// permutation that matches applying each action in turn, focus always names the item
    /// acted on, and every post carries the text of the latest move, at least the settle
    /// delay after it, never more than three times.
    @Test(arguments: [1, 7, 42, 2024] as [UInt64])
    func randomSessionsKeepTheirPromises(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 6
        var session = MoveSessionSimulator(birds: FlockBird.flock(count))
        var reference = Array(0..<count)
        var latest: (text: String, time: Double)?
        var postsOfLatest = 0
        for _ in 0..<300 {
            switch random.next() % 3 {
            case 0:
                let id = Int(random.next() % UInt64(count))
                let action = interestingActions[Int(random.next() % UInt64(interestingActions.count))]
                let before = session.posts.count
                let output = session.activate(action, on: id)
                let from = reference.firstIndex(of: id)!
                let to = action.targetOffset(from: from, count: count)
                reference.insert(reference.remove(at: from), at: to)
                #expect(session.birds.map(\.id) == reference)
                #expect(session.focusRequests.last == id)
                #expect(session.posts.count == before, "a move never posts at once")
                latest = (output.text, session.now)
                postsOfLatest = 0
            case 1:
                let before = session.posts.count
                session.advance(by: Double(random.next() % 8) / 10)
                for post in session.posts[before...] {
                    #expect(post.text == latest?.text)
                    #expect(post.time >= (latest?.time ?? 0) + 0.5)
                    #expect(post.queued)
                    postsOfLatest += 1
                }
                #expect(postsOfLatest <= 3)
            default:
                session.finishSpeaking(spoken: random.next() % 2 == 0)
            }
        }
    }
}
