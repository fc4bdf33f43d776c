#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need, in storage they can reach without capturing anything.
///
/// Signal handlers are C function pointers that may run on any thread at any moment, so they
/// can only use globals, and only async-signal-safe calls (`write`, `tcsetattr`, `sigaction`,
/// `raise`). They touch no Swift variable either: a global `var` is accessed under a dynamic
/// exclusivity check (a thread-local record that a handler could interrupt half-written),
/// an array through reference counting and uniqueness checks. Everything a handler reads or
/// writes is C memory behind a pointer that is allocated once, before any handler is
/// installed, and never freed: a handler does plain loads and stores of C values there, as a
/// C handler would with `volatile sig_atomic_t`. No lock (not async-signal-safe) and no
/// `Synchronization.Atomic` (macOS 15 and later) is needed:
///
/// - A quit signal or SIGWINCH sets its own `sig_atomic_t` flag to 1, then writes one byte to
///   the wake-up pipe. The event loop reads the flags after `poll` returns; the pipe both
///   wakes it and, through the kernel, orders the flag's store before the loop's load. A flag
///   set again between the loop's read and its reset merges with the signal being handled,
///   as the kernel merges a signal that is already pending.
/// - The wake-up descriptor, the terminal settings to restore and the previous handlers are
///   written only while no handler is installed (before `install()`, after `uninstall()`);
///   handlers only read them.
enum TerminalSignals {
    /// The signals that end the demo politely: the event loop restores the terminal and exits.
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The signals that `takePending()` reports: the quit signals and SIGWINCH.
    static let reportedSignals: [Int32] = quitSignals + [SIGWINCH]

    /// The signals of a crash: the handler restores the terminal and re-raises.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// One more than the highest signal number on Linux (64) and on Darwin (31): the size of
    /// the per-signal storage.
    static let signalLimit = 65

    /// The memory that handlers read and write.
    static let storage = Storage()

    /// Pointers to C memory allocated on first use (by `TerminalSession.start()`, before any
    /// handler is installed) and never freed.
    struct Storage: @unchecked Sendable {
        // @unchecked: the pointers never change; what they point to is shared with signal
        // handlers on purpose, under the rules above, which no lock or actor could express
        // (neither may be used in a handler).

        /// One flag per signal number: 1 when that signal arrived and the event loop has not
        /// taken it yet.
        let pendingFlags = allocate(repeating: sig_atomic_t(0), count: signalLimit)

        /// The write end of the wake-up pipe, or -1. A signal may be delivered to any thread,
        /// so it does not necessarily interrupt the event loop's `poll`; the handler writes a
        /// byte here, and the event loop polls the read end too (the self-pipe trick).
        let wakeDescriptor = allocate(repeating: Int32(-1), count: 1)

        /// The settings the terminal had before raw mode, which a crash handler puts back.
        let originalSettings = allocate(repeating: termios(), count: 1)

        /// The handlers that were in place before ours (the Swift runtime's backtracer, for
        /// crashes), by signal number, restored before a crash signal is raised again.
        let previousActions = allocate(repeating: sigaction(), count: signalLimit)

        private static func allocate<Value>(repeating value: Value, count: Int) -> UnsafeMutablePointer<Value> {
            let pointer = UnsafeMutablePointer<Value>.allocate(capacity: count)
            pointer.initialize(repeating: value, count: count)
            return pointer
        }
    }

    /// The signals whose handlers `install()` replaced.
    ///
    /// `nonisolated(unsafe)` because it is touched only by `install()` and `uninstall()`,
    /// which the demo's single event-loop thread calls in turn; no signal handler reads it.
    nonisolated(unsafe) static var installedSignals: [Int32] = []

    /// Takes the signals that arrived since the last call.
    static func takePending() -> Set<Int32> {
        var signals: Set<Int32> = []
        for signal in reportedSignals where storage.pendingFlags[Int(signal)] != 0 {
            storage.pendingFlags[Int(signal)] = 0
            signals.insert(signal)
        }
        return signals
    }

    /// Installs handlers for quit signals, SIGWINCH and crash signals.
    ///
    /// Call it after storing `storage.originalSettings` and `storage.wakeDescriptor`, which
    /// the handlers read.
    static func install() {
        for signal in reportedSignals {
            installHandler(for: signal) { number in
                TerminalSignals.storage.pendingFlags[Int(number)] = 1
                let descriptor = TerminalSignals.storage.wakeDescriptor.pointee
                if descriptor >= 0 {
                    var byte: UInt8 = 0
                    _ = write(descriptor, &byte, 1)
                }
            }
        }
        for signal in crashSignals {
            installHandler(for: signal) { number in
                restoreTerminal()
                sigaction(number, TerminalSignals.storage.previousActions + Int(number), nil)
                raise(number)
            }
        }
    }

    /// Puts back the handlers that were there before `install()`.
    static func uninstall() {
        for signal in installedSignals {
            sigaction(signal, storage.previousActions + Int(signal), nil)
        }
        installedSignals.removeAll()
    }

    private static func installHandler(
        for signal: Int32, _ handler: @convention(c) (Int32) -> Void
    ) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, storage.previousActions + Int(signal))
        installedSignals.append(signal)
    }
}

/// The bytes that give the terminal back: normal style, visible cursor, bracketed paste off,
/// main screen. (A StaticString, so a signal handler can write it without allocating; a test
/// checks it against `ANSI`.)
let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"

/// Restores the terminal to `TerminalSignals.storage.originalSettings` using only
/// async-signal-safe calls. Doing it twice (a crash while the session stops) does no harm.
func restoreTerminal() {
    _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, TerminalSignals.storage.originalSettings)
}
