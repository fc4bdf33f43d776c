@testable import ILikeToMoveItCore
import Testing

/// One poster speaks for the whole app; a finish report, which carries only the text, goes to
/// the list that posted it.
@Suite struct AnnouncementRouterTests {
    static func token(_ value: UInt64) -> AnnouncementScheduler.Token { .init(value: value) }

    @Test func twoListsThatSayTheSameWordsEachGetTheirOwnReport() {
        var router = AnnouncementRouter<String>()
        router.posted("Moved up.", by: "left", token: Self.token(1))
        router.posted("Moved up.", by: "right", token: Self.token(1))
        let first = router.finished(text: "Moved up.")
        #expect(first?.owner == "left" && first?.token == Self.token(1))
        let second = router.finished(text: "Moved up.")
        #expect(second?.owner == "right" && second?.token == Self.token(1))
        let third = router.finished(text: "Moved up.")
        #expect(third == nil)
    }

    /// Through two real list drivers and one router, as the app's poster runs them: a report
    /// that the left list's text was not spoken makes the left list retry, not the right.
    @MainActor
    @Test func aRetryGoesToTheListWhoseTextWasDropped() {
        let left = BirdListFixture(FlockBird.flock(3))
        let right = BirdListFixture(FlockBird.flock(3))
        var router = AnnouncementRouter<String>()
        left.act(.down, on: 0)
        right.act(.down, on: 0)
        left.advance(by: 0.5)
        right.advance(by: 0.5)
        for (owner, list) in [("left", left), ("right", right)] {
            let post = list.hands.posts[0]
            router.posted(post.text, by: owner, token: post.token)
        }
        #expect(left.hands.posts[0].text == right.hands.posts[0].text)
        // The screen reader dropped the first post ("Moved down. Below Jay.") and spoke the second.
        let dropped = router.finished(text: "Moved down. Below Jay.")
        #expect(dropped?.owner == "left")
        left.driver.announcementFinished(dropped!.token, spoken: false)
        let spoken = router.finished(text: "Moved down. Below Jay.")
        #expect(spoken?.owner == "right")
        right.driver.announcementFinished(spoken!.token, spoken: true)
        #expect(BirdListFixture.posted(left.advance(by: 1)) == ["Moved down. Below Jay."])
        #expect(right.advance(by: 1).isEmpty)
    }

    @Test func anOwnerThatGoesAwayIsForgottenAndTheOldestPostsGiveWay() {
        var router = AnnouncementRouter<String>(limit: 2)
        router.posted("A", by: "left", token: Self.token(1))
        router.posted("B", by: "right", token: Self.token(1))
        router.forget("left")
        #expect(router.count == 1)
        let forgotten = router.finished(text: "A")
        #expect(forgotten == nil)
        router.posted("C", by: "right", token: Self.token(2))
        router.posted("D", by: "right", token: Self.token(3))
        #expect(router.count == 2)
        let oldest = router.finished(text: "B")
        #expect(oldest == nil, "the oldest post gave way")
        let unknown = router.finished(text: "Someone else's")
        #expect(unknown == nil)
    }
}
