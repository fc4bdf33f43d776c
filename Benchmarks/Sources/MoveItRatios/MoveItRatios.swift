import BenchmarkWorkloads
import Foundation
import ILikeToMoveItCore

/// Runs every workload next to its baseline in one process and prints the ratios.
///
/// `MoveItRatios` prints the whole table; `MoveItRatios peak-memory library|direct` measures
/// the peak memory of one way of loading the cards, in a process of its own (see PeakMemory).
@main
struct MoveItRatios {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "peak-memory" {
            let mode = arguments.dropFirst().first ?? ""
            try blocking { try await PeakMemory.child(mode: mode) }
            return
        }
        if arguments.first == "profile" {
            let name = arguments.dropFirst().first ?? ""
            try blocking { try await Profile.run(name) }
            return
        }
        let only = arguments.first
        var verdicts: [Verdict] = []
        if only == nil || only == "P1" { verdicts += singleMove() }
        if only == nil || only == "P2" { verdicts += selectionMove() }
        if only == nil || only == "P3" { verdicts += typeIdentifiers() }
        if only == nil || only == "P4" { verdicts += try blocking { try await providerLoad() } }
        if only == nil || only == "P5" { verdicts += announcements() }
        printTable(verdicts)
        // The table is the result; a missed target is a finding, not a failure of the run.
    }
}
