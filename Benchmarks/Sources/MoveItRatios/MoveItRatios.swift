import BenchmarkWorkloads
import Foundation
import ILikeToMoveItCore

/// Runs every workload next to its baseline in one process and prints the ratios.
///
/// `MoveItRatios [moves|selection|drop]` prints the whole table or one part of it;
/// `MoveItRatios peak-memory library|direct [COUNT]` measures the peak memory of one way of loading
/// the cards, in a process of its own (see PeakMemory); `MoveItRatios profile NAME` runs one
/// workload untimed, for callgrind (see Profile).
@main
struct MoveItRatios {
    static let parts = ["moves", "selection", "drop"]

    @MainActor
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "peak-memory" {
            let mode = arguments.dropFirst().first ?? ""
            let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? ProviderLoad.count
            try blocking { try await PeakMemory.child(mode: mode, count: count) }
            return
        }
        if arguments.first == "profile" {
            try Profile.run(arguments.dropFirst().first ?? "")
            return
        }
        let only = arguments.first
        if let only, !parts.contains(only) {
            print("Unknown part \(only); one of: \(parts.joined(separator: ", "))")
            exit(64)
        }
        var verdicts: [Verdict] = []
        if only == nil || only == "moves" { verdicts += sessionMoves() }
        if only == nil || only == "selection" { verdicts += selectionMove() }
        if only == nil || only == "drop" { verdicts += try blocking { try await dropLoad() } }
        printTable(verdicts)
        // The table is the result; a missed target is a finding, not a failure of the run.
    }
}
