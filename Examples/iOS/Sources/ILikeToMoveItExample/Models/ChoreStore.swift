// The Observation module exists from the iOS 17 and macOS 14 SDKs: with an older SDK (iOS
// 16.5) this file builds empty, and `ModelListScreen` shows the `ObservableObject` store.
#if canImport(SwiftUI) && canImport(Observation)
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
