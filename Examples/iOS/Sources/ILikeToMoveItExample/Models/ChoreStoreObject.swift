#if canImport(SwiftUI)
import Combine
import Foundation
import SwiftUI

/// A store that keeps chores in order, for iOS 15 and 16: an `ObservableObject`.
///
/// On iOS 17 the app uses `ChoreStore` instead (`ChoreStore.swift`), the same store
/// written with `@Observable`. Both hand their moves to the list in `onMove`'s shape.
@MainActor
final class ChoreStoreObject: ObservableObject {
    @Published private(set) var chores = Chore.samples

    /// Applies a move as `onMove` and `accessibilityMoveableList(_:id:label:selection:perform:)`
    /// hand it: the offsets that move, and where they go, counted before the move.
    func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        chores.move(fromOffsets: source, toOffset: destination)
    }
}
#endif
