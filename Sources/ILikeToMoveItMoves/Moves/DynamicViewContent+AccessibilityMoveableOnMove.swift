#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension DynamicViewContent {
    /// Lets the list's own drags in edit mode move the rows through the moveable list around
    /// the `ForEach`, so that they are undone like every other move.
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).accessibilityMoveable(bird)
    ///     }
    ///     .accessibilityMoveableOnMove()
    /// }
    /// .accessibilityMoveableList($birds, label: \.name)
    /// ```
    ///
    /// Use it instead of `onMove(perform:)`: the drag becomes one step of the list, which
    /// writes the list through its binding (or hands a list kept in a model the move in
    /// `onMove`'s shape, once), registers one undo action named as the rows' actions name
    /// theirs ("Undo Move Robin", "Undo Move 2 items"), keeps focus on the item and says where
    /// it went. Its undo finds the items by identity, as a row's does. Sighted people and
    /// VoiceOver users so get the same undo on the same screen.
    ///
    /// It needs a moveable list around the `ForEach` (`accessibilityMoveableList` with a
    /// binding or a model, or `accessibilityMoveableSections`); a `ForEach` without one offers
    /// no drags and reports a runtime issue once. The drag is counted among the rows this
    /// `ForEach` shows, and the rows are named by identity, so a section's `ForEach` works as
    /// well as the whole list's: in a sectioned list, put it on each section's `ForEach`. There
    /// a drag stays in its section, as SwiftUI's does; several rows dragged at once (on the
    /// Mac) are placed one after another, each its own undo step. The `ForEach` must iterate
    /// over the list's items or bindings to them (`ForEach($shelf.birds)`); over anything
    /// else, such as indices, the drag is counted in the whole list, which is right only for a
    /// `ForEach` that shows it all.
    ///
    /// - Returns: The content, whose drags in edit mode move through the list.
    @MainActor
    public func accessibilityMoveableOnMove() -> some DynamicViewContent {
        AccessibilityMoveOnMoveContent(content: self)
    }
}

/// A `ForEach` whose `onMove` hands each drag to the enclosing moveable list's session.
struct AccessibilityMoveOnMoveContent<Content: DynamicViewContent>: DynamicViewContent {
    let content: Content
    @Environment(\.accessibilityMoveList) private var list

    var data: Content.Data { content.data }

    var body: some View {
        content
            .onMove(perform: list.map { list in
                { offsets, destination in _ = list.reorder(offsets, to: destination, shown: content.data.map { $0 as Any }) }
            })
            .task {
                guard list == nil else { return }
                ILikeToMoveItRuntimeIssue.report(
                    "accessibilityMoveableOnMove() is on a ForEach with no accessibilityMoveableList around it, so its "
                        + "rows cannot be dragged in edit mode. Put accessibilityMoveableList on the List that holds it.")
            }
    }
}
#endif
