#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `ilikemoveit` command: the terminal demo of ILikeToMoveIt, and the Info.plist checker.
///
/// `swift run ilikemoveit` starts the full-screen demo: two lists of birds to reorder,
/// pick up and drop with the keyboard only, with every announcement shown, logged and
/// optionally spoken. When standard input is not a terminal, or with `--script FILE`, the
/// demo reads commands instead and prints what it announces. `ilikemoveit --help` lists
/// everything.
public enum Demo {
    /// Runs the command with `arguments` (without the program name) and returns its exit
    /// status.
    ///
    /// ```swift
    /// exit(await Demo.main(arguments: Array(CommandLine.arguments.dropFirst())))
    /// ```
    ///
    /// - Parameter arguments: The command-line arguments after the program name.
    /// - Returns: The exit status: 0 on success, 64 for a bad command line; see
    ///   `ilikemoveit --help` for the others.
    public static func main(arguments: [String]) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            printError("ilikemoveit: \(error)\nRun 'ilikemoveit --help' for usage.")
            return UsageError.exitCode
        }
        switch invocation {
        case .help:
            print(Usage.text)
            return 0
        case .checkPlist(let path, let types):
            return PlistCheckCommand.run(path: path, types: types)
        case .demo(let options):
            if let path = options.scriptPath {
                return await runScript(at: path, options: options)
            }
            if isatty(STDIN_FILENO) != 1 {
                return await runScript(at: "-", options: options)
            }
            return await InteractiveSession.run(options: options)
        }
    }

    /// The exit status when a script cannot be read (`EX_NOINPUT`).
    static let unreadableInputExitCode: Int32 = 66

    private static func runScript(at path: String, options: DemoOptions) async -> Int32 {
        let script: String
        if path == "-" {
            var lines: [String] = []
            while let line = readLine(strippingNewline: true) { lines.append(line) }
            script = lines.joined(separator: "\n")
        } else {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
                printError("ilikemoveit: cannot read the script '\(path)'")
                return unreadableInputExitCode
            }
            script = String(decoding: data, as: UTF8.self)
        }
        let outcome = await ScriptRunner.run(script, from: DemoState(options: options))
        for line in outcome.output { print(line.sanitizedForTerminal) }
        for line in outcome.errors { printError(line.sanitizedForTerminal) }
        return outcome.exitCode
    }
}
