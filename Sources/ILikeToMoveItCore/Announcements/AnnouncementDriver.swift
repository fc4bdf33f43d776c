#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Carries out what ``AnnouncementScheduler`` decides: starts and cancels its timers, hands
/// its texts to the platform's poster, and feeds the platform's finish reports back to it.
///
/// Every decision (the settle delay after a focus change, queueing, retries when the screen
/// reader dropped the text, superseding an older announcement) is the scheduler's; this class
/// only executes the returned actions on the main actor. The Apple layer gives it a poster
/// that talks to VoiceOver; the tests give it a recording poster and a sleep they control.
@MainActor
package final class AnnouncementDriver {
    /// Posts a text: the text, whether to queue it behind current speech, the priority, and
    /// the token to report its end with (``didFinish(_:spoken:)``).
    package typealias Post = @MainActor (
        _ text: String, _ queued: Bool, _ priority: AnnouncementPriority, _ token: AnnouncementScheduler.Token
    ) -> Void
    /// Waits the given number of seconds, or less when the waiting task is cancelled.
    package typealias Sleep = @Sendable (_ seconds: TimeInterval) async -> Void

    private var scheduler: AnnouncementScheduler
    /// Pending timers; each holds the driver weakly, so one outliving it does nothing.
    private(set) var timers: [AnnouncementScheduler.Token: Task<Void, Never>] = [:]
    private let post: Post
    private let sleep: Sleep

    /// A driver for `scheduler`'s decisions.
    ///
    /// - Parameters:
    ///   - scheduler: What decides.
    ///   - sleep: How a timer waits; by default `Task.sleep`.
    ///   - post: Posts a text to the screen reader.
    package init(scheduler: AnnouncementScheduler = AnnouncementScheduler(), sleep: Sleep? = nil, post: @escaping Post) {
        self.scheduler = scheduler
        self.post = post
        self.sleep = sleep ?? { seconds in try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000)) }
    }

    /// Announces `text` after the scheduler's settle delay, superseding a pending one; empty
    /// text drops whatever is pending.
    package func announce(_ text: String) {
        perform(scheduler.announce(text))
    }

    /// The platform reported that the post with `token` finished, spoken or not.
    package func didFinish(_ token: AnnouncementScheduler.Token, spoken: Bool) {
        perform(scheduler.didFinish(token, spoken: spoken))
    }

    private func perform(_ actions: [AnnouncementScheduler.Action]) {
        for action in actions {
            switch action {
            case let .schedule(delay, token):
                timers[token] = Task { [weak self, sleep] in
                    await sleep(delay)
                    guard !Task.isCancelled, let self else { return }
                    timers[token] = nil
                    perform(scheduler.timerFired(token))
                }
            case let .cancel(token):
                timers.removeValue(forKey: token)?.cancel()
            case let .post(text, queued, token):
                post(text, queued, scheduler.priority, token)
            }
        }
    }
}
