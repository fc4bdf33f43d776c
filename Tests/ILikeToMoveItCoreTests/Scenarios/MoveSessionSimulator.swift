import ILikeToMoveItCore

/// Drives the core exactly as the SwiftUI layer does, with a virtual clock instead of
/// VoiceOver: a row action goes to `AccessibleMoves`, its step's text to the
/// `AnnouncementScheduler`, and the scheduler's actions are carried out here as the glue's
/// `AnnouncementDriver` carries them out (timers, posts, finish reports).
///
/// So the decisions the glue only executes (which item moves, what gets focus, when which
/// text is posted, retried or dropped) are checked on Linux.
struct MoveSessionSimulator {
    struct Post: Equatable, CustomStringConvertible {
        let time: Double
        let text: String
        let queued: Bool
        var description: String { "\(text)@\(time)" }
    }

    private(set) var moves: AccessibleMoves<FlockBird, Int>
    private(set) var birds: [FlockBird]
    private(set) var scheduler: AnnouncementScheduler
    private(set) var now = 0.0
    private(set) var posts: [Post] = []
    private(set) var focusRequests: [Int] = []
    /// Pending timers: when each fires, and its token.
    private var timers: [(time: Double, token: AnnouncementScheduler.Token)] = []
    /// The token of the post VoiceOver is reading, if any.
    private var speaking: AnnouncementScheduler.Token?

    init(birds: [FlockBird], scheduler: AnnouncementScheduler = AnnouncementScheduler()) {
        moves = AccessibleMoves(id: \.id, label: \.name, announcer: .english)
        self.birds = birds
        self.scheduler = scheduler
    }

    /// The user triggers a row's action.
    @discardableResult
    mutating func activate(_ action: AccessibilityMoveAction, on id: Int) -> MoveStep<Int> {
        let step = moves.perform(.item(id, action), on: &birds)
        if let focus = step.focus { focusRequests.append(focus) }
        execute(scheduler.announce(step.text))
        return step
    }

    /// Lets virtual time pass, firing due timers in order.
    mutating func advance(by interval: Double) {
        let end = now + interval
        while let next = timers.indices.min(by: { timers[$0].time < timers[$1].time }), timers[next].time <= end {
            let timer = timers.remove(at: next)
            now = timer.time
            execute(scheduler.timerFired(timer.token))
        }
        now = end
    }

    /// VoiceOver reports whether the text posted last was spoken (by text, as UIKit does).
    mutating func finishSpeaking(spoken: Bool) {
        guard speaking != nil, let text = posts.last?.text else { return }
        speaking = nil
        execute(scheduler.didFinish(text: text, spoken: spoken))
    }

    private mutating func execute(_ actions: [AnnouncementScheduler.Action]) {
        for action in actions {
            switch action {
            case let .schedule(delay, token):
                timers.append((now + delay, token))
            case let .cancel(token):
                timers.removeAll { $0.token == token }
            case let .post(text, queued, token):
                posts.append(Post(time: now, text: text, queued: queued))
                speaking = token
            }
        }
    }
}
