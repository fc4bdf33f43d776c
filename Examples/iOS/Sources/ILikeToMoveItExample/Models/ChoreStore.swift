// The Observation module exists from the iOS 17 SDK: with an older SDK (iOS 16.5) this file
// builds empty, and `ModelListScreen` shows the `ObservableObject` store. The example is an
// iOS app; its macOS build (a portability check of the package) leaves the store out too: the
// macOS 14.0 SDK that CI compiles against declares the first form of the Observation macros,
// which the Linux toolchain's macro plugin no longer matches.
#if canImport(SwiftUI) && canImport(Observation) && !os(macOS)
import Foundation
import Observation
import SwiftUI

/// A store that keeps chores in order, on iOS 17: the `ChoreStoreObject` of iOS 15 and 16
/// written with `@Observable`, so a view that reads `chores` updates when they change.
@available(iOS 17, macOS 14, *)
@MainActor @Observable
final class ChoreStore {
    private(set) var chores = Chore.samples

    /// Applies a move as `onMove` and `accessibilityMoveableList(_:id:label:selection:perform:)`
    /// hand it: the offsets that move, and where they go, counted before the move.
    func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        chores.move(fromOffsets: source, toOffset: destination)
    }
}
#endif
