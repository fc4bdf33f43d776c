/// Matches the screen reader's reports that an announcement finished to the posts they
/// finish, for the one poster that speaks for the whole app.
///
/// UIKit reports a finished announcement with its text and whether it was spoken, nothing
/// more, so two lists that post the same words ("Moved up.") cannot be told apart by what the
/// report says. Every post is therefore recorded with its owner (a list) and the owner's
/// token, and a report finishes the oldest post in flight with that text: the screen reader
/// finishes announcements in the order they were posted, interrupted or not. Each owner then
/// hears about its own post, by token, and about no other.
///
/// ```swift
/// var router = AnnouncementRouter<String>()
/// router.posted("Moved up.", by: "left", token: t1)
/// router.posted("Moved up.", by: "right", token: t2)
/// router.finished(text: "Moved up.")   // ("left", t1)
/// router.finished(text: "Moved up.")   // ("right", t2)
/// ```
///
/// Posts whose report never comes (macOS reports none; a report may be lost) would pile up,
/// so at most ``limit`` are kept, the oldest forgotten first.
package struct AnnouncementRouter<Owner: Hashable> {
    fileprivate struct Post {
        let text: String
        let owner: Owner
        let token: AnnouncementScheduler.Token
    }

    /// The most posts kept in flight.
    let limit: Int
    private var inFlight: [Post] = []

    /// A router that keeps at most `limit` posts in flight (at least 1).
    package init(limit: Int = 16) {
        self.limit = Swift.max(1, limit)
    }

    /// How many posts are waiting for their report.
    var count: Int { inFlight.count }

    /// Records a post of `text` by `owner`, under the owner's `token`.
    package mutating func posted(_ text: String, by owner: Owner, token: AnnouncementScheduler.Token) {
        if inFlight.count == limit { inFlight.removeFirst() }
        inFlight.append(Post(text: text, owner: owner, token: token))
    }

    /// The post a report of `text` finishes: the oldest in flight with that text, which is no
    /// longer in flight afterwards.
    ///
    /// - Returns: Its owner and token; `nil` when no post in flight has that text (a report of
    ///   another app's or framework's announcement).
    /// - Complexity: O(*k*) for *k* posts in flight.
    package mutating func finished(text: String) -> (owner: Owner, token: AnnouncementScheduler.Token)? {
        guard let index = inFlight.firstIndex(where: { $0.text == text }) else { return nil }
        let post = inFlight.remove(at: index)
        return (post.owner, post.token)
    }

    /// Forgets the posts of an owner that went away.
    package mutating func forget(_ owner: Owner) {
        inFlight.removeAll { $0.owner == owner }
    }
}

extension AnnouncementRouter: Sendable where Owner: Sendable {}

extension AnnouncementRouter.Post: Sendable where Owner: Sendable {}
