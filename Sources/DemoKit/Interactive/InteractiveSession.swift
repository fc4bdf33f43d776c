#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thin shell around the state machine: reads keys, reduces them, speaks, draws.
enum InteractiveSession {
    /// Runs the full-screen demo until the user quits.
    ///
    /// Runs on the main actor: waiting for keys blocks the main thread in `poll`, never a
    /// thread of the shared concurrency pool, which stays free for the providers' loads.
    ///
    /// - Returns: The exit status: 0 after `q`, 130 after Ctrl-C, 128 + the signal number
    ///   after SIGTERM or SIGHUP, 1 when the terminal cannot be set up.
    @MainActor
    static func run(options: DemoOptions) async -> Int32 {
        let terminal = TerminalSession()
        do {
            try terminal.start()
        } catch {
            printError("ilikemoveit: \(error)")
            return 1
        }
        defer { terminal.stop() }

        var state = DemoState(options: options)
        var speaker = options.speaks ? Speaker(language: options.language) : nil
        if let speaker {
            state.record(speechNotices(speaker, state: state))
        }
        var size = terminal.size
        terminal.draw(DemoRenderer.render(state, size: size).styledLines, force: true)

        while true {
            let (keys, signals) = terminal.nextEvents()
            if let signal = signals.first(where: TerminalSignals.quitSignals.contains) {
                return signal == SIGINT ? 130 : 128 + signal
            }
            let resized = signals.contains(SIGWINCH)
            if resized { size = terminal.size }
            for key in keys {
                // While the screen only says "too small", only q and Ctrl-C do anything, so
                // nothing changes unseen.
                let action = size.fitsDemo ? state.action(for: key)
                    : key == .character("q") ? .quit : key == .interrupt ? .interrupt : nil
                guard let action else { continue }
                let effects = await state.dispatch(action)
                // A new language speaks in a voice of its own, from its first announcement.
                if let current = speaker, current.language != state.language {
                    let next = Speaker(language: state.language)
                    state.record(speechNotices(next, state: state))
                    speaker = next
                }
                for effect in effects {
                    switch effect {
                    case .announce(let text), .reject(let text), .describe(let text):
                        speaker?.speak(text)
                    case .output, .load:
                        break
                    case .quit(let code):
                        return code
                    }
                }
            }
            terminal.draw(DemoRenderer.render(state, size: size).styledLines, force: resized)
        }
    }
}

/// What to tell the user about `speaker`: that no speech program was found, or that it has no
/// voice for the language and reads with its default voice; nothing when it speaks the
/// language.
func speechNotices(_ speaker: Speaker, state: DemoState) -> [DemoEffect] {
    if !speaker.isAvailable { return [.announce(state.strings.speechUnavailable)] }
    if !speaker.hasVoice { return [.announce(state.strings.noVoice(for: speaker.language))] }
    return []
}

/// Writes a line to standard error.
func printError(_ line: String) {
    write(line + "\n", to: STDERR_FILENO)
}
