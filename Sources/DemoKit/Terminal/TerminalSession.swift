#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive terminal: raw mode, the alternate screen, key input and frame output.
///
/// `start()` saves the terminal settings, switches to raw mode (no echo, no line editing,
/// Ctrl-C arrives as a key), to the alternate screen and to bracketed paste (pasted text
/// arrives marked, so it is never taken for keys), and installs signal handlers so the
/// terminal is given back on quit, on Ctrl-C, on SIGTERM/SIGHUP and, where the platform lets a
/// handler run, on a crash. `stop()` undoes all of it and is safe to call more than once.
final class TerminalSession {
    private var decoder = KeyDecoder()
    private var previousFrame: [String] = []
    private var isActive = false
    /// The self-pipe that signal handlers write to, so `poll` wakes up on any thread's signal.
    private var wakePipe: (read: Int32, write: Int32) = (-1, -1)

    /// How long a lone ESC waits for the rest of an escape sequence before it counts as the
    /// Escape key, in milliseconds.
    let escapeDelay: Int32 = 40

    /// How long input may pause inside a paste before the paste counts as ended without its
    /// end marker, in milliseconds: terminals send a paste in one go, so only a lost marker
    /// waits this long.
    let pasteQuietTime: Int32 = 1000

    /// Enters raw mode and the alternate screen.
    ///
    /// - Throws: `TerminalError` when standard input is not a terminal or its settings
    ///   cannot be read or changed. (Untyped: the Apple SDKs that scripts/apple-builds.sh
    ///   compiles against predate typed throws.)
    func start() throws {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw TerminalError.settings(errno) }

        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            wakePipe = (descriptors[0], descriptors[1])
        }
        // What the handlers read is written before they are installed (see TerminalSignals).
        TerminalSignals.storage.originalSettings.pointee = original
        TerminalSignals.storage.wakeDescriptor.pointee = wakePipe.write
        for signal in TerminalSignals.reportedSignals {
            TerminalSignals.storage.pendingFlags[Int(signal)] = 0
        }
        TerminalSignals.install()
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalSignals.uninstall()
            closeWakePipe()
            throw TerminalError.settings(code)
        }
        isActive = true
        write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.enableBracketedPaste + ANSI.clearScreen)
    }

    /// Leaves the alternate screen, turns bracketed paste off and restores the terminal
    /// settings saved by `start()`.
    func stop() {
        guard isActive else { return }
        isActive = false
        // Restored before the handlers go: a crash in between restores it once more, which
        // does no harm.
        restoreTerminal()
        TerminalSignals.uninstall()
        closeWakePipe()
    }

    /// Closes the wake-up pipe; call it only while no signal handler is installed.
    private func closeWakePipe() {
        TerminalSignals.storage.wakeDescriptor.pointee = -1
        if wakePipe.read >= 0 {
            close(wakePipe.read)
            close(wakePipe.write)
            wakePipe = (-1, -1)
        }
    }

    deinit { stop() }

    /// The current size, or 80×24 when the terminal does not say.
    var size: TerminalSize { TerminalSize.current() ?? .minimum }

    /// Waits for input or a signal.
    ///
    /// - Parameter timeout: Milliseconds to wait; -1 waits until something happens.
    /// - Returns: The keys that arrived (possibly none) and the signals that were delivered.
    func nextEvents(timeout: Int32 = -1) -> (keys: [Key], signals: Set<Int32>) {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let wait = decoder.isInPaste ? pasteQuietTime : decoder.hasPendingInput ? escapeDelay : timeout
        let ready = poll(&descriptors, nfds_t(wakePipe.read >= 0 ? 2 : 1), wait)
        if ready > 0, descriptors[1].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while read(wakePipe.read, &drain, drain.count) > 0 {}
        }
        let signals = TerminalSignals.takePending()
        if ready > 0, descriptors[0].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { return (decoder.feed(buffer.prefix(count)), signals) }
            if count == 0 { return ([.interrupt], signals) }  // end of input: the terminal went away
        } else if ready == 0, decoder.hasPendingInput {
            return (decoder.flush(), signals)
        }
        return ([], signals)
    }

    /// Draws a frame, rewriting only the lines that changed since the last one.
    ///
    /// - Parameters:
    ///   - lines: The frame's lines, already styled with escape sequences.
    ///   - force: Redraw every line (after a resize the terminal may have rewrapped them).
    func draw(_ lines: [String], force: Bool = false) {
        var output = ""
        if force || lines.count != previousFrame.count {
            output += ANSI.resetStyle + ANSI.clearScreen
            previousFrame = []
        }
        for (row, line) in lines.enumerated()
        where row >= previousFrame.count || previousFrame[row] != line {
            output += ANSI.moveTo(row: row, column: 0) + line + ANSI.resetStyle
                + ANSI.clearToEndOfLine
        }
        previousFrame = lines
        write(output)
    }

    private func write(_ text: String) {
        DemoKit.write(text, to: STDOUT_FILENO)
    }
}

/// Writes all of `text` to a file descriptor, unbuffered, retrying after interruptions.
func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}

/// Why the terminal could not be set up.
enum TerminalError: Error, CustomStringConvertible {
    case notATerminal
    case settings(Int32)

    var description: String {
        switch self {
        case .notATerminal:
            "standard input is not a terminal; pass commands with --script FILE or on standard input"
        case .settings(let code):
            "cannot change the terminal settings: \(String(cString: strerror(code)))"
        }
    }
}
