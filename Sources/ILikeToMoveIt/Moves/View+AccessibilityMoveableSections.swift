#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Applies the moves of the rows inside this view marked `accessibilityMoveable(_:actions:)`
    /// to a list grouped in sections: rows move within their section and across sections,
    /// and each row offers a move to each other section ("Move to Done").
    ///
    /// ```swift
    /// List {
    ///     ForEach(shelves) { shelf in
    ///         Section(shelf.title) {
    ///             ForEach(shelf.birds) { bird in
    ///                 Text(bird.name).accessibilityMoveable(bird)
    ///             }
    ///         }
    ///     }
    /// }
    /// .accessibilityMoveableSections($shelves, items: \.birds, name: \.title, label: \.name)
    /// ```
    ///
    /// "Move up" on a section's first row puts the item at the bottom of the section before
    /// it (an empty section included), "Move down" on its last row at the top of the section
    /// after it; "Move to top" and "Move to bottom" stay in the section; "Move to Done" puts
    /// the item at the bottom of that section, as a transfer puts an item at the end of another
    /// list. The list's session in the core decides each move (see
    /// ``AccessibleMoves/perform(_:in:items:name:)``); this modifier writes the result through
    /// the binding, registers the inverse with the environment's `UndoManager` ("Undo Move
    /// Jay"), gives the item's row focus and announces the move ("Moved to Done. Below Swan.
    /// At bottom."). Rows are not draggable by pointer here.
    ///
    /// - Parameters:
    ///   - sections: The sections.
    ///   - items: The key path to a section's items, identified by their `id`.
    ///   - name: The key path to a section's name, spoken when an item changes section and
    ///     in the names of the actions that move to it.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    /// - Returns: A view that applies accessible moves to the sections.
    @MainActor
    public func accessibilityMoveableSections<Sections, Items>(
        _ sections: Binding<Sections>, items: WritableKeyPath<Sections.Element, Items>,
        name: KeyPath<Sections.Element, String>, label: KeyPath<Items.Element, String>? = nil
    ) -> some View
    where Sections: MutableCollection, Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
        modifier(AccessibilityMoveListModifier(
            list: SectionsList<Sections, Items, Items.Element.ID>(
                get: { sections.wrappedValue }, set: { sections.wrappedValue = $0 }, items: items, name: name),
            identify: { $0.id }, label: label))
    }
}
#endif
