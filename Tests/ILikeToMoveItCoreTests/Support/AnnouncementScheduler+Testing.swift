@testable import ILikeToMoveItCore

extension AnnouncementScheduler {
    /// The text waiting to be posted or waiting for its finish report, if any.
    var pendingText: String? {
        switch state {
        case .idle: nil
        case .waiting(let text, _, _), .posted(let text, _, _): text
        }
    }

    // The actions each method hands its sink, collected in order: what the tests compare.

    mutating func announce(_ text: String) -> [Action] {
        collecting { $0.announce(text, $1) }
    }

    mutating func timerFired(_ token: Token) -> [Action] {
        collecting { $0.timerFired(token, $1) }
    }

    mutating func didFinish(_ token: Token, spoken: Bool) -> [Action] {
        collecting { $0.didFinish(token, spoken: spoken, $1) }
    }

    mutating func cancel() -> [Action] {
        collecting { $0.cancel($1) }
    }

    private mutating func collecting(_ decide: (inout Self, (Action) -> Void) -> Void) -> [Action] {
        var actions: [Action] = []
        decide(&self) { actions.append($0) }
        return actions
    }
}
