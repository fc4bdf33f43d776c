#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ILikeToMoveItCore
import ILikeToMoveItTypeDeclarations

/// The `check-plist` subcommand: the command-line front end of the core's
/// `TypeDeclarationChecker`.
enum PlistCheckCommand {
    /// Checks the Info.plist at `path` against the type identifiers an app uses and prints
    /// the report.
    ///
    /// - Parameters:
    ///   - path: The Info.plist, XML or binary.
    ///   - types: The type identifiers the app reads or writes; none checks only the
    ///     declarations themselves.
    /// - Returns: 0 when the report is clean, 1 when it has findings, 65 when the Info.plist
    ///   is malformed, 66 when it cannot be read.
    static func run(path: String, types: [String]) -> Int32 {
        let outcome = check(path: path, types: types)
        for line in outcome.output { print(line) }
        for line in outcome.errors { printError(line) }
        return outcome.exitCode
    }

    /// What a check printed and its exit status.
    struct Outcome: Hashable, Sendable {
        var output: [String] = []
        var errors: [String] = []
        var exitCode: Int32 = 0
    }

    static func check(path: String, types: [String]) -> Outcome {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            return Outcome(errors: ["ilikemoveit: cannot read the Info.plist '\(path)'"], exitCode: 66)
        }
        do {
            let report = try TypeDeclarationChecker.check(infoPlist: data, usedTypes: types)
            return Outcome(output: report.description.split(separator: "\n").map(String.init),
                           exitCode: report.isClean ? 0 : 1)
        } catch {
            return Outcome(errors: ["ilikemoveit: \(path): \(error)"], exitCode: 65)
        }
    }
}
