#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import DemoKit

/// The signal handlers' storage, exercised with a real signal: `raise` delivers it to the
/// calling thread before it returns, so nothing here waits or depends on timing.
@Suite struct TerminalSignalsTests {
    /// Raises `signal` on this thread with it unblocked: Dispatch's worker threads, which run
    /// the tests, block most signals.
    private static func raiseUnblocked(_ signal: Int32) {
        var unblocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    @Test func aSignalSetsItsFlagAndWakesThePipeUntilTheHandlersAreUninstalled() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        _ = TerminalSignals.takePending()

        TerminalSignals.storage.wakeDescriptor.pointee = descriptors[1]
        TerminalSignals.install()
        Self.raiseUnblocked(SIGWINCH)
        TerminalSignals.uninstall()
        TerminalSignals.storage.wakeDescriptor.pointee = -1

        #expect(TerminalSignals.takePending() == [SIGWINCH])
        #expect(TerminalSignals.takePending().isEmpty, "taking the signals clears them")
        var bytes = [UInt8](repeating: 0, count: 4)
        #expect(read(descriptors[0], &bytes, bytes.count) == 1, "one wake-up byte per signal")

        // Uninstalled: SIGWINCH is back to what it was (ignored by default) and sets nothing.
        Self.raiseUnblocked(SIGWINCH)
        #expect(TerminalSignals.takePending().isEmpty)
        #expect(read(descriptors[0], &bytes, bytes.count) == -1)
    }
}
