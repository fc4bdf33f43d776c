import Foundation

/// A value guarded by a lock, shared between tasks and threads.
///
/// The package supports iOS 15, where `Synchronization.Mutex` is unavailable, so this wraps
/// `NSLock`.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written inside `lock`, which makes every access
    // exclusive; the compiler cannot see that invariant by itself.
    private let lock = NSLock()
    private var value: Value

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
