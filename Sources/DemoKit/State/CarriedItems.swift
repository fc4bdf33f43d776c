import ILikeToMoveItCore
import ILikeToMoveItDropsCore

/// The state of one drag in the terminal demo, from pick-up to drop or cancel.
///
/// 1. Pick up items from a list (``init(pickingUp:from:operation:)``), or start from an
///    external drop with no source.
/// 2. Aim (``aim(at:_:)``) as often as the user changes their mind.
/// 3. ``drop(loading:)`` when the user lets go, then start the loads (one per picked item).
/// 4. Feed each outcome with ``receive(_:at:)``, in any order.
/// 5. Once ``isReadyToComplete``, ``complete(in:)`` places everything in one step against the
///    lists as they are then. Or ``cancel()`` at any point before: nothing changes.
///
/// ```swift
/// var session = CarriedItems<Bird, Side>(pickingUp: [robin.id, swan.id], from: .left)
/// session.aim(at: .right, .before(crow.id))
/// session.drop(loading: 2)
/// session.receive(.success(swan), at: 1)   // loads may finish in any order
/// session.receive(.success(robin), at: 0)
/// let outcome = session.complete(in: &lists) // robin, swan before crow; gone from the left
/// ```
///
/// Results arriving after a cancel, for an index out of range, or twice for the same index
/// are ignored, so a late or repeated callback can never place an item twice.
struct CarriedItems<Item: Identifiable & Sendable, ListID: Hashable & Sendable>: Sendable where Item.ID: Sendable {
    /// Where a session stands.
    enum Phase: Sendable, Hashable {
        /// Items are picked up; the user is choosing where to drop.
        case dragging
        /// Dropped; waiting for loads.
        case loading
        /// Placed; the lists were changed once.
        case completed
        /// Cancelled; nothing changed.
        case cancelled
    }

    /// The list the items came from, or `nil` for a drop from elsewhere.
    let source: ListID?
    /// The identities picked up, in drag order; slot *i* of the drop stands for item *i*.
    let pickedUp: [Item.ID]
    /// Move or copy; may change until the drop.
    var operation: DropOperation
    /// For copies: skip items whose identity the destination already has.
    var skipsExistingIdentities = true
    /// The list under the pointer or keyboard cursor, if any.
    private(set) var destination: ListID?
    /// Where in ``destination`` the items would go.
    private(set) var target: DropTarget<Item.ID> = .end
    /// Where the session stands.
    private(set) var phase: Phase = .dragging
    /// The load outcomes received so far, by slot.
    private(set) var results: [Result<Item, ItemProviderError>?] = []

    /// Picks up items.
    ///
    /// - Parameters:
    ///   - ids: The identities picked up, in order (duplicates are kept once).
    ///   - source: Their list, or `nil` for items from elsewhere.
    ///   - operation: Move (the default) or copy.
    init(pickingUp ids: [Item.ID], from source: ListID?, operation: DropOperation = .move) {
        var seen: Set<Item.ID> = []
        pickedUp = ids.filter { seen.insert($0).inserted }
        self.source = source
        self.operation = operation
    }

    /// Points the drag at a place; ignored once dropped or cancelled.
    /// - Parameters:
    ///   - list: The destination list.
    ///   - target: The place in it.
    mutating func aim(at list: ListID, _ target: DropTarget<Item.ID>) {
        guard phase == .dragging else { return }
        destination = list
        self.target = target
    }

    /// Lets go over the aimed place and waits for `count` loads (one per dropped provider;
    /// for an internal drag, one per ``pickedUp`` item).
    ///
    /// - Parameter count: The number of loads; negative counts as zero.
    /// - Returns: `false` (and nothing happens) unless dragging with a destination.
    @discardableResult
    mutating func drop(loading count: Int) -> Bool {
        guard phase == .dragging, destination != nil else { return false }
        results = Array(repeating: nil, count: max(0, count))
        phase = .loading
        return true
    }

    /// Records the outcome of load `index`.
    /// - Returns: `true` if recorded; `false` when not loading, out of range or already known.
    @discardableResult
    mutating func receive(_ result: Result<Item, ItemProviderError>, at index: Int) -> Bool {
        guard phase == .loading, results.indices.contains(index), results[index] == nil else { return false }
        results[index] = result
        return true
    }

    /// Records the outcomes of an in-order batch, such as the array returned by
    /// `providers.loadItemResults(Item.self)`; slot *i* receives `results[i]`.
    /// - Returns: How many outcomes were recorded.
    @discardableResult
    mutating func receive(_ results: [Result<Item, ItemProviderError>]) -> Int {
        results.indices.reduce(0) { count, index in count + (receive(results[index], at: index) ? 1 : 0) }
    }

    /// Whether every load has reported.
    var isReadyToComplete: Bool {
        phase == .loading && !results.contains { $0 == nil }
    }

    /// Abandons the drag: nothing is placed, nothing removed, later results are ignored.
    /// Does nothing once completed.
    mutating func cancel() {
        guard phase == .dragging || phase == .loading else { return }
        phase = .cancelled
    }

    /// Places the loaded items in `lists`, as they are now, once.
    ///
    /// On a move, each original is removed from whichever list holds it now (another edit may
    /// have moved it while loading); items whose load failed stay where they are.
    ///
    /// - Parameter lists: Every list by identity; a missing destination counts as empty and
    ///   is created, a missing source as empty.
    /// - Returns: The outcome, or `nil` (and no change) unless ``isReadyToComplete``.
    /// - Complexity: O(*n* + *m* + *k*).
    mutating func complete(in lists: inout [ListID: [Item]]) -> DropOutcome<Item.ID>? {
        guard isReadyToComplete, let destination else { return nil }
        var dropped: [DroppedItem<Item>] = []
        var failures: [DropOutcome<Item.ID>.Failure] = []
        for (index, result) in results.enumerated() {
            switch result {
            case let .success(item)?:
                let sourceID = source == nil ? nil : pickedUp.indices.contains(index) ? pickedUp[index] : item.id
                dropped.append(DroppedItem(item, sourceID: sourceID))
            case let .failure(error)?:
                failures.append((index: index, error: error))
            case nil:
                break
            }
        }
        var target = lists[destination] ?? []
        var outcome: DropOutcome<Item.ID>
        if source != nil, operation == .move {
            // Originals may have been moved to another list while loading: look in every list.
            let otherKeys = lists.keys.filter { $0 != destination }
            var others = otherKeys.map { lists[$0] ?? [] }
            outcome = DropPlanner.place(dropped, others: &others, destination: &target, target: self.target,
                                        operation: .move, skippingExisting: true)
            for (key, list) in zip(otherKeys, others) { lists[key] = list }
        } else {
            outcome = DropPlanner.insert(dropped.map(\.item), into: &target, at: self.target,
                                         skippingExisting: skipsExistingIdentities)
        }
        lists[destination] = target
        outcome.failures = failures
        phase = .completed
        return outcome
    }
}
