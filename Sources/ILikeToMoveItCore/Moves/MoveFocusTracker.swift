/// Which item should take accessibility focus after a move, until its row has taken it.
///
/// Focus state lives in each row, and rows come and go (lists create them lazily), so the
/// list keeps one pending request and every row asks whether it is the one: when the
/// request changes, and when the row appears. The first row of the requested item to ask
/// claims the request; after that no row takes focus again, so scrolling the row out of
/// view and back later does not pull focus.
///
/// ```swift
/// var focus = MoveFocusTracker()
/// focus.request(7)             // after moving item 7
/// focus.claim(for: 3)          // false: row 3 is not the moved item
/// focus.claim(for: 7)          // true: row 7 takes focus
/// focus.claim(for: 7)          // false: already delivered
/// ```
///
/// Each request carries a generation that grows with every request, so two requests for
/// the same item (two quick moves) are distinct changes that rows observe.
///
/// Items are named by the session's one key type, `AnyHashable`, as rows hand them over.
package struct MoveFocusTracker: Equatable {
    package typealias ID = AnyHashable

    /// A pending request: the item and which request it is.
    package struct Request: Equatable {
        /// The item that should take focus.
        package let id: ID
        /// Grows with every request.
        package let generation: Int

        package init(id: ID, generation: Int) {
            self.id = id
            self.generation = generation
        }
    }

    /// The request no row has claimed yet, if any.
    private(set) var pending: Request?
    private var generation = 0

    /// Creates a tracker with nothing pending.
    init() {}

    /// Asks for focus on `id`, replacing any request still pending.
    ///
    /// - Parameter id: The item that should take focus.
    /// - Returns: The new pending request.
    @discardableResult
    mutating func request(_ id: ID) -> Request {
        generation &+= 1
        let request = Request(id: id, generation: generation)
        pending = request
        return request
    }

    /// A row asks whether it should take focus now.
    ///
    /// - Parameter id: The row's item.
    /// - Returns: `true` (once, clearing the request) when the pending request names `id`.
    /// - Complexity: O(1).
    mutating func claim(for id: ID) -> Bool {
        guard pending?.id == id else { return false }
        pending = nil
        return true
    }

    /// Drops the pending request, if any: the list went away, and no row of it takes focus
    /// for a move made before (a row that appears when the list comes back would pull
    /// focus to an old item). The generation keeps growing, so a later request never equals
    /// a dropped one.
    mutating func cancel() {
        pending = nil
    }
}

