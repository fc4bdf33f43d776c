#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// What a list's rows draw: the core's row setup (the shape its moves see, how many other
/// lists it transfers to, its sections' names, whether rows are draggable) and the names of
/// the transfers, which the app gives as `Text`. `Equatable`, so the rows are invalidated
/// only when one of these changes, not with every move or insertion.
struct AccessibilityMoveRowSetup: Equatable {
    var core: RowSetup
    var transferNames: [Text]
}
#endif
