@testable import ILikeToMoveItCore
import Testing

@Suite struct AnnouncementSchedulerTests {
    private func scheduledToken(_ actions: [AnnouncementScheduler.Action], sourceLocation: SourceLocation = #_sourceLocation)
        throws -> AnnouncementScheduler.Token
    {
        guard case .schedule(_, let token)? = actions.last else {
            Issue.record("expected a schedule, got \(actions)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        return token
    }

    @Test func postsAfterFocusSettles() throws {
        var scheduler = AnnouncementScheduler()
        let scheduled = scheduler.announce("Moved up.")
        let token = try scheduledToken(scheduled)
        #expect(scheduled == [.schedule(after: 0.5, token: token)])
        let actual1 = scheduler.timerFired(token)
        #expect(actual1 == [.post("Moved up.", queued: true, token: token)])
        let actual2 = scheduler.didFinish(token, spoken: true)
        #expect(actual2 == [])
        #expect(scheduler.pendingText == nil)
    }

    @Test func retriesTwiceThenGivesUp() throws {
        var scheduler = AnnouncementScheduler(settleDelay: 0.5, retryDelay: 0.75)
        var token = try scheduledToken(scheduler.announce("Moved down."))
        var posts = 0
        for attempt in 0..<5 {
            let posted = scheduler.timerFired(token)
            guard !posted.isEmpty else { break }
            posts += 1
            let next = scheduler.didFinish(token, spoken: false)
            if attempt < 2 {
                token = try scheduledToken(next)
                #expect(next == [.schedule(after: 0.75, token: token)])
            } else {
                #expect(next == [])
            }
        }
        #expect(posts == 3, "the first post and two retries")
        #expect(scheduler.pendingText == nil)
    }

    @Test func aNewerMoveSupersedesAPendingAnnouncement() throws {
        var scheduler = AnnouncementScheduler()
        let first = try scheduledToken(scheduler.announce("Moved up."))
        let actions = scheduler.announce("Moved up. At top.")
        let second = try scheduledToken(actions)
        #expect(actions == [.cancel(first), .schedule(after: 0.5, token: second)])
        let actual3 = scheduler.timerFired(first)
        #expect(actual3 == [], "a stale timer posts nothing")
        let actual4 = scheduler.timerFired(second)
        #expect(actual4 == [.post("Moved up. At top.", queued: true, token: second)])
    }

    @Test func aNewerMoveDropsTheRetriesOfAPostedAnnouncement() throws {
        var scheduler = AnnouncementScheduler()
        let first = try scheduledToken(scheduler.announce("Moved up."))
        _ = scheduler.timerFired(first)
        let second = try scheduledToken(scheduler.announce("Moved down."))
        let actual5 = scheduler.didFinish(first, spoken: false)
        #expect(actual5 == [], "no retry for a superseded post")
        #expect(scheduler.pendingText == "Moved down.")
        _ = second
    }

    /// A report names its post by token: a report for an earlier attempt of the same text
    /// retries nothing.
    @Test func finishReportsMatchByToken() throws {
        var scheduler = AnnouncementScheduler(maxRetries: 1)
        let token = try scheduledToken(scheduler.announce("Moved up."))
        _ = scheduler.timerFired(token)
        let stale = AnnouncementScheduler.Token(value: token.value &+ 100)
        #expect(scheduler.didFinish(stale, spoken: false) == [])
        let retry = scheduler.didFinish(token, spoken: false)
        #expect(retry.count == 1)
    }

    @Test func cancellingAndEmptyTextScheduleNothing() throws {
        var scheduler = AnnouncementScheduler()
        let token = try scheduledToken(scheduler.announce("Moved up."))
        let actual7 = scheduler.announce("")
        #expect(actual7 == [.cancel(token)])
        let actual8 = scheduler.cancel()
        #expect(actual8 == [])
        let next = try scheduledToken(scheduler.announce("Not moved."))
        let actual9 = scheduler.cancel()
        #expect(actual9 == [.cancel(next)])
        let actual10 = scheduler.timerFired(next)
        #expect(actual10 == [])
    }

    @Test func absurdSettingsAreClamped() {
        let scheduler = AnnouncementScheduler(settleDelay: -1, retryDelay: -2, maxRetries: Int.min, queued: false)
        #expect(scheduler.settleDelay == 0 && scheduler.retryDelay == 0 && scheduler.maxRetries == 0)
    }

    /// Where the platform has announcement priorities (iOS 17, macOS), a move's announcement
    /// interrupts and cannot be cut off by the focus change; where it has only queueing
    /// (iOS 15 and 16), it queues behind current speech. The glue posts these values as they are.
    @Test func movesAreHeardThroughFocusChanges() throws {
        var scheduler = AnnouncementScheduler()
        #expect(scheduler.priority == .high)
        #expect(scheduler.queued)
        let token = try scheduledToken(scheduler.announce("Moved up."))
        let posted = scheduler.timerFired(token)
        #expect(posted == [.post("Moved up.", queued: true, token: token)])
    }

    /// A retry is posted the same way as the first attempt.
    @Test func retriesKeepThePriorityAndQueueing() throws {
        var scheduler = AnnouncementScheduler(queued: false)
        scheduler.priority = .low
        var token = try scheduledToken(scheduler.announce("Moved down."))
        _ = scheduler.timerFired(token)
        token = try scheduledToken(scheduler.didFinish(token, spoken: false))
        let retried = scheduler.timerFired(token)
        #expect(retried == [.post("Moved down.", queued: false, token: token)])
        #expect(scheduler.priority == .low)
    }

    /// The priority takes part in equality, like every other setting.
    @Test func priorityIsPartOfTheValue() {
        var changed = AnnouncementScheduler()
        changed.priority = .default
        #expect(changed != AnnouncementScheduler())
        #expect(AnnouncementPriority.allCases == [.low, .default, .high])
    }
}
