#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decides when a move announcement is posted so that a screen reader actually speaks it.
///
/// VoiceOver drops announcements posted while it reads a newly focused element. So after a
/// move the scheduler waits for focus to settle, posts the announcement, re-posts it (up to
/// ``maxRetries`` times) when the platform reports it was not spoken, and drops a pending
/// announcement when a newer move supersedes it.
///
/// How a post treats current speech depends on what the platform offers. On iOS 17 and
/// macOS 14 and later, posts carry the high announcement priority: they interrupt and, once
/// started, are not cut off by a focus change. On iOS 15 and 16, which have no priorities,
/// they are queued behind current speech (``queued``). Earlier macOS versions use AppKit's
/// high priority level.
///
/// It is a pure state machine: each method hands the ``Action``s for the platform glue to
/// carry out (start or cancel a timer, post a text) to `emit`, in order, as it decides them
/// (so a caller collects them where it wants them, with no array of their own). It never
/// reads a clock.
///
/// ```swift
/// var scheduler = AnnouncementScheduler()
/// scheduler.announce("Moved up. Above Robin.") { print($0) }
/// // schedule(after: 0.5, token: t1)
/// scheduler.timerFired(t1) { print($0) }
/// // post("Moved up. Above Robin.", queued: true, token: t1)
/// scheduler.didFinish(t1, spoken: false) { print($0) }
/// // schedule(after: 0.5, token: t2) — then posted again when t2 fires
/// ```
package struct AnnouncementScheduler: Equatable, Sendable {
    /// Identifies one scheduled or posted announcement attempt.
    package struct Token: Hashable, Sendable, CustomStringConvertible {
        /// A number unique within one scheduler, increasing with each attempt.
        let value: UInt64

        /// `#value`, for logs.
        package var description: String { "#\(value)" }
    }

    /// Something the platform glue must do.
    enum Action: Equatable, Sendable {
        /// Start a timer; call ``timerFired(_:_:)`` with `token` when it fires.
        case schedule(after: TimeInterval, token: Token)
        /// Stop the timer started for `token`, if it has not fired.
        case cancel(Token)
        /// Post `text` to the screen reader (queued behind current speech when `queued`), and
        /// report the platform's finish notification with ``didFinish(_:spoken:_:)``.
        case post(String, queued: Bool, token: Token)
    }

    /// How long to wait after a move before posting, so focus settles first.
    var settleDelay: TimeInterval
    /// How long to wait before posting again after an announcement was not spoken.
    var retryDelay: TimeInterval
    /// How many times an announcement is posted again after failing; 2 by default.
    var maxRetries: Int
    /// Whether posts ask to queue behind current speech rather than interrupt it, on
    /// platforms without announcement priorities (iOS 15 and 16).
    var queued: Bool
    /// The priority of posts on platforms that have announcement priorities: high, so that a
    /// focus change cannot cut a move's announcement off.
    var priority: AnnouncementPriority = .high

    /// Where the scheduler stands: nothing pending, a text waiting for its timer, or a text
    /// posted and waiting for its finish report.
    enum State: Equatable, Sendable {
        case idle
        case waiting(text: String, token: Token, attempt: Int)
        case posted(text: String, token: Token, attempt: Int)
    }

    /// Where the scheduler stands; only its methods change it.
    private(set) var state: State = .idle
    private var nextToken: UInt64 = 1

    /// Creates a scheduler.
    ///
    /// - Parameters:
    ///   - settleDelay: The wait after a move; 0.5 s by default. Negative values count as 0.
    ///   - retryDelay: The wait before a retry; 0.5 s by default. Negative values count as 0.
    ///   - maxRetries: Re-posts after failures; 2 by default. Negative values count as 0.
    ///   - queued: Whether posts queue behind current speech; `true` by default.
    package init(
        settleDelay: TimeInterval = 0.5,
        retryDelay: TimeInterval = 0.5,
        maxRetries: Int = 2,
        queued: Bool = true
    ) {
        self.settleDelay = max(0, settleDelay)
        self.retryDelay = max(0, retryDelay)
        self.maxRetries = max(0, maxRetries)
        self.queued = queued
    }

    /// Schedules an announcement after a move, superseding any pending one.
    ///
    /// - Parameters:
    ///   - text: What to say. Empty text cancels what is pending and schedules nothing.
    ///   - emit: Takes a cancel for a timer still pending, then a schedule for the new text.
    mutating func announce(_ text: String, _ emit: (Action) -> Void) {
        cancel(emit)
        guard !text.isEmpty else { return }
        emit(schedule(text, after: settleDelay, attempt: 0))
    }

    /// Handles a timer firing.
    ///
    /// - Parameters:
    ///   - token: The token the timer was scheduled with.
    ///   - emit: Takes a post when the token is current; nothing for a stale or cancelled timer.
    mutating func timerFired(_ token: Token, _ emit: (Action) -> Void) {
        guard case .waiting(let text, token, let attempt) = state else { return }
        state = .posted(text: text, token: token, attempt: attempt)
        emit(.post(text, queued: queued, token: token))
    }

    /// Handles the platform's report that a posted announcement finished.
    ///
    /// - Parameters:
    ///   - token: The token of the post.
    ///   - spoken: Whether the screen reader spoke it.
    ///   - emit: Takes a schedule for a retry when it was not spoken and retries remain;
    ///     nothing otherwise, or for a stale token.
    mutating func didFinish(_ token: Token, spoken: Bool, _ emit: (Action) -> Void) {
        guard case .posted(let text, token, let attempt) = state else { return }
        state = .idle
        guard !spoken, attempt < maxRetries else { return }
        emit(schedule(text, after: retryDelay, attempt: attempt + 1))
    }

    /// Drops whatever is pending (for example when the list disappears).
    ///
    /// - Parameter emit: Takes a cancel for a pending timer, if any.
    mutating func cancel(_ emit: (Action) -> Void) {
        if case .waiting(_, let token, _) = state { emit(.cancel(token)) }
        state = .idle
    }

    /// Waits `delay` before posting `text`, under a new token.
    private mutating func schedule(_ text: String, after delay: TimeInterval, attempt: Int) -> Action {
        let token = Token(value: nextToken)
        nextToken &+= 1
        state = .waiting(text: text, token: token, attempt: attempt)
        return .schedule(after: delay, token: token)
    }
}

/// How an announcement treats speech already under way, on platforms that let an
/// announcement say so (see ``AnnouncementScheduler``); the platform glue translates each case
/// to the platform's own value one to one.
package enum AnnouncementPriority: Hashable, Sendable, CaseIterable {
    /// Queued: spoken once current speech has finished; later speech, such as a focus
    /// change, may cut it off.
    case low
    /// Interrupts current speech and may itself be interrupted.
    case `default`
    /// Interrupts current speech and is not interrupted once it has started.
    case high
}
