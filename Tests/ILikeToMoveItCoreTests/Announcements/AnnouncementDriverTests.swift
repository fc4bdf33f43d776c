@testable import ILikeToMoveItCore
import ILikeToMoveItSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A sleep the test ends by hand: each call reports that it started (with its delay) and
/// waits until ``release()`` or until its task is cancelled, as `Task.sleep` would.
final class ManualSleep: Sendable {
    private let waiters = Waiters()
    let started: AsyncStream<TimeInterval>
    private let startedContinuation: AsyncStream<TimeInterval>.Continuation

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    var sleep: AnnouncementDriver.Sleep {
        { [waiters, startedContinuation] seconds in
            await waiters.wait { startedContinuation.yield(seconds) }
        }
    }

    /// Ends every sleep now waiting.
    func release() {
        waiters.release(keepOpen: false)
    }
}

/// A minute per test where Swift Testing has time limits (everywhere but Apple systems older
/// than macOS 13 and iOS 16, where a comment says there is none).
private let driverTimeLimit: any SuiteTrait = {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return .timeLimit(.minutes(1))
    }
    return Comment(rawValue: "No time limit: it needs macOS 13 or iOS 16.")
}()

/// The driver runs what the scheduler decides, with a sleep and a poster the test controls:
/// no clock is involved, so nothing here depends on timing. A driver that never posts would
/// leave a test waiting: the time limit turns that into a failure.
@Suite(driverTimeLimit) @MainActor struct AnnouncementDriverTests {
    struct Post: Equatable {
        var text: String
        var queued: Bool
        var priority: AnnouncementPriority
        var token: AnnouncementScheduler.Token? = nil

        static func == (lhs: Post, rhs: Post) -> Bool {
            (lhs.text, lhs.queued, lhs.priority) == (rhs.text, rhs.queued, rhs.priority)
        }
    }

    let sleep = ManualSleep()
    let posts: AsyncStream<Post>
    let postContinuation: AsyncStream<Post>.Continuation

    init() {
        (posts, postContinuation) = AsyncStream.makeStream()
    }

    func makeDriver(_ scheduler: AnnouncementScheduler = AnnouncementScheduler()) -> AnnouncementDriver {
        AnnouncementDriver(scheduler: scheduler, sleep: sleep.sleep) { [postContinuation] text, queued, priority, token in
            postContinuation.yield(Post(text: text, queued: queued, priority: priority, token: token))
        }
    }

    @Test func postsAfterTheSettleDelayWithTheSchedulersQueueingAndPriority() async {
        let driver = makeDriver(AnnouncementScheduler(settleDelay: 0.25, queued: false))
        var started = sleep.started.makeAsyncIterator()
        var posted = posts.makeAsyncIterator()
        driver.announce("Moved up. Above Robin.")
        #expect(await started.next() == 0.25)
        #expect(driver.pendingTimerCount == 1)
        sleep.release()
        #expect(await posted.next() == Post(text: "Moved up. Above Robin.", queued: false, priority: .high))
        #expect(driver.pendingTimerCount == 0)
    }

    @Test func aNewAnnouncementSupersedesTheOneStillWaiting() async {
        let driver = makeDriver()
        var started = sleep.started.makeAsyncIterator()
        var posted = posts.makeAsyncIterator()
        driver.announce("Moved up.")
        _ = await started.next()
        driver.announce("Moved down.")
        _ = await started.next()
        #expect(driver.pendingTimerCount == 1)
        sleep.release()
        #expect(await posted.next()?.text == "Moved down.")
        driver.announce("")
        postContinuation.finish()
        #expect(await posted.next() == nil)
    }

    @Test func aTextTheScreenReaderDroppedIsPostedAgainUpToTheRetryLimit() async throws {
        let driver = makeDriver(AnnouncementScheduler(retryDelay: 0.75, maxRetries: 1))
        var started = sleep.started.makeAsyncIterator()
        var posted = posts.makeAsyncIterator()
        driver.announce("Moved to top.")
        _ = await started.next()
        sleep.release()
        let first = await posted.next()
        #expect(first?.text == "Moved to top.")
        driver.didFinish(try #require(first?.token), spoken: false)
        #expect(await started.next() == 0.75)
        sleep.release()
        let second = await posted.next()
        #expect(second?.text == "Moved to top.")
        #expect(second?.token != first?.token, "each attempt has its own token")
        driver.didFinish(try #require(second?.token), spoken: false)
        #expect(driver.pendingTimerCount == 0)
    }

    /// An empty text is how what is pending is dropped (the scheduler's documented rule).
    @Test func anEmptyAnnouncementDropsThePendingTextAndItsTimer() async {
        let driver = makeDriver()
        var started = sleep.started.makeAsyncIterator()
        var posted = posts.makeAsyncIterator()
        driver.announce("Moved up.")
        _ = await started.next()
        #expect(driver.pendingTimerCount == 1)
        driver.announce("")
        #expect(driver.pendingTimerCount == 0)
        driver.announce("Moved down.")
        _ = await started.next()
        sleep.release()
        #expect(await posted.next()?.text == "Moved down.")
    }
}
