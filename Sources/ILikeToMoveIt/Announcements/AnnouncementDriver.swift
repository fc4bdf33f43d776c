#if canImport(UIKit) || canImport(AppKit)
import Foundation
import ILikeToMoveItCore

/// Carries out what the core's `AnnouncementScheduler` decides: starts and cancels its
/// timers, posts its texts, and feeds the platform's finish reports back to it.
///
/// Every decision (the settle delay after a focus change, queueing, retries when VoiceOver
/// dropped the text, superseding an older announcement) is the scheduler's and is tested on
/// Linux; this class only executes the returned actions on the main actor.
@MainActor
final class AnnouncementDriver {
    private var scheduler: AnnouncementScheduler
    /// Pending timers; each holds the driver weakly, so one outliving it does nothing.
    private var timers: [AnnouncementScheduler.Token: Task<Void, Never>] = [:]
    private let poster = AccessibilityAnnouncementPoster()

    init(scheduler: AnnouncementScheduler = AnnouncementScheduler()) {
        self.scheduler = scheduler
        poster.onFinish = { [weak self] text, spoken in
            guard let self else { return }
            perform(self.scheduler.didFinish(text: text, spoken: spoken))
        }
    }

    /// Announces `text` after the scheduler's settle delay, superseding a pending one.
    func announce(_ text: String) {
        perform(scheduler.announce(text))
    }

    /// Drops whatever is pending.
    func cancel() {
        perform(scheduler.cancel())
    }

    private func perform(_ actions: [AnnouncementScheduler.Action]) {
        for action in actions {
            switch action {
            case let .schedule(delay, token):
                timers[token] = Task { [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1_000_000_000))
                    guard !Task.isCancelled else { return }
                    self?.timerFired(token)
                }
            case let .cancel(token):
                timers.removeValue(forKey: token)?.cancel()
            case let .post(text, queued, _):
                poster.post(text, queued: queued, priority: scheduler.priority)
            }
        }
    }

    private func timerFired(_ token: AnnouncementScheduler.Token) {
        timers[token] = nil
        perform(scheduler.timerFired(token))
    }
}
#endif
