import Foundation

/// Every sequence of events up to a depth, explored depth first from a reference model's
/// state: each sequence is replayed from the start on a new fixture (undo managers cannot be
/// copied) and checked against the model after each event by the caller's `replay`.
///
/// A sequence that brings the model to a state already explored with as many events left (or
/// more) is not explored further: from equal model states the rule leads to equal outcomes,
/// so the state must hold all the rule reads (the items, the undo and redo stacks).
@MainActor
final class EventExploration<State: Hashable, Event> {
    /// Whether this is the longer run: `ILIKEMOVEIT_EXHAUSTIVE=1`, which `.ci/run` sets for one
    /// run of the exhaustive suites.
    static var exhaustive: Bool {
        ProcessInfo.processInfo.environment["ILIKEMOVEIT_EXHAUSTIVE"] == "1"
    }

    /// How many events a sequence has at most unless a suite says: three in the ordinary runs,
    /// four in the longer one.
    static var depth: Int { exhaustive ? 4 : 3 }

    let depth: Int
    /// How many sequences were replayed.
    private(set) var sequences = 0
    /// How many of them failed; the exploration stops after five.
    private(set) var failures = 0
    private var explored: [State: Int] = [:]

    init(depth: Int = EventExploration.depth) {
        self.depth = depth
    }

    /// Explores every sequence of events from `start` (already explored states skipped).
    ///
    /// - Parameters:
    ///   - start: The model's state before any event.
    ///   - events: The events worth trying from a model state.
    ///   - replay: Carries a sequence out from the start, checking each event; the model's
    ///     state after it, or `nil` (the replay recorded an issue) when the session disagreed.
    func explore(from start: State, events: (State) -> [Event], replay: ([Event]) -> State?) async {
        explored[start] = max(explored[start] ?? 0, depth)
        await visit([], start, events: events, replay: replay)
    }

    private func visit(_ prefix: [Event], _ model: State, events: (State) -> [Event], replay: ([Event]) -> State?) async {
        guard prefix.count < depth, failures < 5 else { return }
        for event in events(model) {
            let next = prefix + [event]
            sequences += 1
            // The exploration runs on the main actor, as the driver does; it lets other
            // main-actor tests run between sequences rather than hold the actor throughout.
            if sequences.isMultiple(of: 64) { await Task.yield() }
            guard let reached = replay(next) else {
                failures += 1
                continue
            }
            let left = depth - next.count
            if let seen = explored[reached], seen >= left { continue }
            explored[reached] = left
            await visit(next, reached, events: events, replay: replay)
        }
    }
}

extension UndoRegistry {
    /// Whether the undo manager holds as many undo actions as `undoNames` with the last one's
    /// name on top, and the redo stack's top name and emptiness match `redoNames`.
    func matches(undoNames: [String], redoNames: [String]) -> Bool {
        undoCount == undoNames.count && undoActionName == undoNames.last
            && redoActionName == redoNames.last && canRedo == !redoNames.isEmpty
    }

    /// Its undo count and the names on top of its stacks, for a failure's message.
    var summary: String {
        "undo \(undoCount) \(undoActionName ?? "-"), redo \(redoActionName ?? "-")"
    }
}
