/// Runs a demo script: the non-interactive mode used by tests and CI.
///
/// Each line is parsed and reduced like a key press. Announcements are printed one per line,
/// `show`, `open` and `menu` print their lines, and the final lists are printed at the end.
/// A line that does not parse, or whose action is rejected (a drop with nothing picked up, a
/// position out of range), is reported as `line N: message`; the script goes on, so one run
/// reports every problem, and the exit status is then 65 (`EX_DATAERR`).
struct ScriptRunner {
    /// What a script run produced.
    struct Outcome: Hashable, Sendable {
        /// The lines for standard output.
        var output: [String] = []
        /// The lines for standard error.
        var errors: [String] = []
        /// 0 when every line worked, 65 otherwise.
        var exitCode: Int32 = 0
    }

    /// The exit status after a bad script line (`EX_DATAERR` from sysexits.h).
    static let badLineExitCode: Int32 = 65

    /// Runs `script` against `state` (the initial demo by default).
    ///
    /// - Parameters:
    ///   - script: The commands, one per line.
    ///   - state: The state to start from.
    /// - Returns: The output, the errors and the exit status.
    /// - Complexity: O(lines × birds).
    static func run(_ script: String, from state: DemoState) async -> Outcome {
        var state = state
        var outcome = Outcome()
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
        lineLoop: for (index, line) in lines.enumerated() {
            let number = index + 1
            let action: DemoAction?
            do {
                action = try ScriptParser.parse(String(line))
            } catch {
                outcome.errors.append("line \(number): \(error)")
                continue
            }
            guard let action else { continue }
            for effect in await state.dispatch(action) {
                switch effect {
                case .announce(let text): outcome.output.append(text)
                case .output(let lines): outcome.output += lines
                case .reject(let text): outcome.errors.append("line \(number): \(text)")
                case .describe, .load: break
                case .quit: break lineLoop
                }
            }
        }
        outcome.output += state.listLines
        if !outcome.errors.isEmpty { outcome.exitCode = badLineExitCode }
        return outcome
    }
}
