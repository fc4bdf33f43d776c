import Foundation
import Testing

/// Counts the instances of ``LifetimeTracked`` made through it: how many were created, which
/// are still alive, and any destroyed more than once.
///
/// Code that moves elements with raw pointers (`moveInitialize`) must neither copy an element
/// without retaining it (two releases: a double free) nor drop one without releasing it (a
/// leak). Running it on tracked instances, under ``withLifetimeTracking(sourceLocation:_:)``,
/// shows both: after the body every instance created must have been destroyed exactly once.
/// The idea is swift-collections' `LifetimeTracker`; the code is this package's own.
final class LifetimeTracker: @unchecked Sendable {
    // @unchecked: `state` is only read or written while `lock` is held. The harness keeps
    // its own lock, so it depends on nothing but Foundation and Swift Testing.
    private struct State {
        var created = 0
        var destroyed = 0
        /// The serials of the instances alive now.
        var live: Set<Int> = []
        /// Serials whose destruction was reported more than once (or never created here).
        var destroyedAgain: [Int] = []
    }

    private let lock = NSLock()
    private var state = State()

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// The number of instances created so far.
    var instancesCreated: Int { withState { $0.created } }

    /// The number of instances destroyed so far (each counted once).
    var instancesDestroyed: Int { withState { $0.destroyed } }

    /// The number of instances alive now.
    var liveInstances: Int { withState { $0.live.count } }

    /// A new tracked instance holding `payload`.
    func instance<Payload>(for payload: Payload, label: String? = nil) -> LifetimeTracked<Payload> {
        LifetimeTracked(payload, label: label ?? "\(payload)", tracker: self)
    }

    /// A new tracked instance for each payload, in order.
    func instances<Payloads: Sequence>(for payloads: Payloads) -> [LifetimeTracked<Payloads.Element>] {
        payloads.map { instance(for: $0) }
    }

    /// Records a new instance; returns its serial.
    fileprivate func created() -> Int {
        withState { state in
            state.created += 1
            state.live.insert(state.created)
            return state.created
        }
    }

    /// Records the destruction of `serial`; `false` when it was not alive.
    fileprivate func destroyed(_ serial: Int) -> Bool {
        withState { state in
            guard state.live.remove(serial) != nil else {
                state.destroyedAgain.append(serial)
                return false
            }
            state.destroyed += 1
            return true
        }
    }

    /// Records an issue for every instance still alive and every instance destroyed twice.
    func expectAllDestroyed(sourceLocation: SourceLocation = #_sourceLocation) {
        let state = withState { $0 }
        let leaked = state.live.sorted()
        #expect(leaked.isEmpty,
                "\(leaked.count) of \(state.created) tracked instances leaked (serials \(leaked.prefix(20)))",
                sourceLocation: sourceLocation)
        #expect(state.destroyedAgain.isEmpty,
                "tracked instances destroyed more than once (serials \(state.destroyedAgain.prefix(20)))",
                sourceLocation: sourceLocation)
        #expect(state.destroyed == state.created,
                "\(state.created) tracked instances created, \(state.destroyed) destroyed",
                sourceLocation: sourceLocation)
    }
}

/// The marks a ``LifetimeTracked`` instance carries while alive and once destroyed.
private let aliveMark: UInt64 = 0xA11C_E0F1_1FE0_0001
private let destroyedMark: UInt64 = 0xDEAD_0F1_1FE0_0002

/// A reference-counted box whose creation and destruction its ``LifetimeTracker`` counts.
///
/// Each instance has a serial, unique within its tracker, and a mark set while it is alive:
/// its `deinit` checks the mark before clearing it, so memory deinitialized a second time
/// (a double free the allocator has not yet reused) is reported as well as counted.
final class LifetimeTracked<Payload>: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: every stored property is immutable except `mark`, which only `deinit`
    // writes, when no other reference exists.
    let payload: Payload
    let label: String
    let serial: Int
    private let tracker: LifetimeTracker
    private var mark = aliveMark

    init(_ payload: Payload, label: String, tracker: LifetimeTracker) {
        self.payload = payload
        self.label = label
        self.tracker = tracker
        self.serial = tracker.created()
    }

    deinit {
        guard mark == aliveMark else {
            Issue.record("tracked instance \(serial) (\(label)) destroyed again")
            return
        }
        mark = destroyedMark
        if !tracker.destroyed(serial) {
            Issue.record("tracked instance \(serial) (\(label)) destroyed but not alive")
        }
    }

    var description: String { label }
}

extension LifetimeTracked: Equatable where Payload: Equatable {
    /// Instances are equal when their payloads are: a copy of an item stands for its original.
    static func == (lhs: LifetimeTracked, rhs: LifetimeTracked) -> Bool { lhs.payload == rhs.payload }
}

extension LifetimeTracked: Hashable where Payload: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(payload) }
}

extension LifetimeTracked: Identifiable where Payload: Hashable {
    /// The payload, a stable identity whichever instance carries it.
    var id: Payload { payload }
}

/// Runs `body` with a fresh tracker, then expects every instance it created to have been
/// destroyed exactly once.
///
/// The body's result must not hold tracked instances: they would still be alive when the
/// tracker counts, and be reported as leaked.
///
/// ```swift
/// withLifetimeTracking { tracker in
///     var items = tracker.instances(for: 0..<5)
///     items.swapAt(0, 4)
/// }
/// ```
func withLifetimeTracking<Result>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (LifetimeTracker) throws -> Result
) rethrows -> Result {
    let tracker = LifetimeTracker()
    defer { tracker.expectAllDestroyed(sourceLocation: sourceLocation) }
    return try body(tracker)
}
