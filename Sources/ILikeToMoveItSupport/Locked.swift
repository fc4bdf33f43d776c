import Foundation

/// A value guarded by a lock, shared between tasks and threads.
///
/// The package supports iOS 15, where `Synchronization.Mutex` is unavailable, so this wraps
/// `NSLock`.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written inside `lock`, which makes every access
    // exclusive; the compiler cannot see that invariant by itself. For the same reason the
    // runtime's exclusivity check on `value` is turned off: the lock already guarantees what
    // it would check, and it cost more than the lock itself (a tag lookup is one `withLock`).
    private let lock = NSLock()
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
