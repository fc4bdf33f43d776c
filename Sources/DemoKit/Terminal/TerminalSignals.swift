#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What the signal handlers need, in storage they can reach without capturing anything.
///
/// Signal handlers are C function pointers that may run on any thread at any moment, so they
/// can only use globals, and only async-signal-safe calls (`write`, `tcsetattr`, `sigaction`,
/// `raise`). The terminal settings to restore are written once, before the handlers are
/// installed, and only read afterwards.
enum TerminalSignals {
    /// Signals that arrived and the event loop has not handled yet, one bit per signal number.
    static let pending = Atomic<UInt64>(0)

    /// The write end of the wake-up pipe, or -1. A signal may be delivered to any thread, so
    /// it does not necessarily interrupt the event loop's `poll`; the handler writes a byte
    /// here, and the event loop polls the read end too (the self-pipe trick).
    static let wakeDescriptor = Atomic<Int32>(-1)

    /// Whether the terminal is in raw mode and must be restored by a crash handler.
    static let armed = Atomic<Bool>(false)

    /// The settings the terminal had before raw mode.
    ///
    /// `nonisolated(unsafe)` because a crash handler must read it without locking (a lock
    /// held by the crashing thread would deadlock). It is written by `TerminalSession.start`
    /// strictly before `armed` becomes true and never written while armed.
    nonisolated(unsafe) static var originalSettings = termios()

    /// The handlers that were in place before ours (the Swift runtime's backtracer, for
    /// crashes), restored before a crash signal is raised again.
    ///
    /// `nonisolated(unsafe)` for the same reason as `originalSettings`: written before the
    /// handlers are installed, read only by them.
    nonisolated(unsafe) static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

    /// The signals whose handlers `install()` replaced.
    ///
    /// `nonisolated(unsafe)` because it is touched only by `install()` and `uninstall()`,
    /// which the demo's single event-loop thread calls in turn; no signal handler reads it.
    nonisolated(unsafe) static var installedSignals: [Int32] = []

    /// The signals that end the demo politely: the event loop restores the terminal and exits.
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The signals of a crash: the handler restores the terminal and re-raises.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Takes the signals that arrived since the last call.
    static func takePending() -> Set<Int32> {
        let bits = pending.exchange(0, ordering: .acquiringAndReleasing)
        return Set((0..<64).filter { bits & (1 << UInt64($0)) != 0 }.map(Int32.init))
    }

    /// Installs handlers for quit signals, SIGWINCH and crash signals.
    static func install() {
        for signal in quitSignals + [SIGWINCH] {
            installHandler(for: signal) { number in
                TerminalSignals.pending.bitwiseOr(1 << UInt64(number), ordering: .relaxed)
                let descriptor = TerminalSignals.wakeDescriptor.load(ordering: .relaxed)
                if descriptor >= 0 {
                    var byte: UInt8 = 0
                    _ = write(descriptor, &byte, 1)
                }
            }
        }
        for signal in crashSignals {
            installHandler(for: signal) { number in
                restoreTerminalFromSignalHandler()
                sigaction(number, &TerminalSignals.previousActions[Int(number)], nil)
                raise(number)
            }
        }
    }

    /// Puts back the handlers that were there before `install()`.
    static func uninstall() {
        for signal in installedSignals {
            sigaction(signal, &previousActions[Int(signal)], nil)
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
        sigaction(signal, &action, &previousActions[Int(signal)])
        installedSignals.append(signal)
    }
}

/// The bytes that give the terminal back: normal style, visible cursor, main screen.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

/// Restores the terminal using only async-signal-safe calls; does nothing when not armed.
func restoreTerminalFromSignalHandler() {
    guard TerminalSignals.armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
    _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &TerminalSignals.originalSettings)
}
