#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// What the last drop on a screen did, read from the `DropOutcome` a drop modifier hands its
/// `completion`.
struct DropSummary: Equatable {
    /// Birds placed in the list dropped on.
    var inserted: Int
    /// Birds taken out of the list they were dragged from (a move, within a list or between two).
    var moved: Int
    /// Birds not placed because the list already had them.
    var skipped: Int
    /// Birds whose data could not be loaded.
    var failed: Int

    init<ID>(_ outcome: DropOutcome<ID>) where ID: Hashable & Sendable {
        inserted = outcome.inserted.count
        moved = outcome.removedFromSource.count
        skipped = outcome.skipped.count
        failed = outcome.failures.count
    }
}

/// The last drop's summary, shown under a screen's content.
struct DropSummaryBar: View {
    let summary: DropSummary

    var body: some View {
        Label {
            Text("Last drop: \(summary.inserted) inserted, \(summary.moved) moved, \(summary.skipped) skipped, \(summary.failed) failed")
        } icon: {
            Image(systemName: summary.failed > 0 ? "exclamationmark.triangle" : "tray.and.arrow.down")
        }
        .font(.footnote)
        .padding(.vertical, 8)
        .padding(.horizontal)
        .frame(maxWidth: .infinity)
        .background(.bar)
        // Said by VoiceOver after the drop's own announcement when the user reaches it.
        .accessibilityElement(children: .combine)
    }
}
#endif
