#if canImport(SwiftUI)
import Foundation
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

    /// Applies the moves of the rows inside this view marked `accessibilityMoveable(_:actions:)`
    /// to a list grouped in sections that the app keeps flat: one array of items, each naming
    /// its section in a property, such as a to-do's status.
    ///
    /// ```swift
    /// List {
    ///     ForEach(Status.allCases) { status in
    ///         Section(status.title) {
    ///             ForEach(todos.filter { $0.status == status }) { todo in
    ///                 Text(todo.title).accessibilityMoveable(todo)
    ///             }
    ///         }
    ///     }
    /// }
    /// .accessibilityMoveableSections($todos, by: \.status, in: Status.allCases, name: \.title, label: \.title)
    /// ```
    ///
    /// Each section shows the items whose key is its key, in the order of the array; a section
    /// no item names yet is still one ("Move to Done" is offered, and "Move down" from the
    /// last row of the section above goes into it). Rows move as with
    /// ``accessibilityMoveableSections(_:items:name:label:)``. A move within a section reorders
    /// the array; a move into another section also sets the item's key to that section's.
    /// Only the moved item changes in the array: it keeps its index when that already puts it
    /// between its new neighbours in its section, else goes just after the one above it or
    /// just before the one below it. Undo finds the item and its old neighbours by identity and
    /// puts back its key and its place among them, whatever the app changed meanwhile.
    ///
    /// A key given twice in `sections` is one section, at its first place. An item whose key
    /// is none of `sections` is in no section: it keeps its key and its order among the other
    /// items, and a move of its own changes nothing.
    ///
    /// - Parameters:
    ///   - items: The items of every section, in one array.
    ///   - key: The key path to the property that names an item's section; written when the
    ///     item moves to another section.
    ///   - sections: The sections' keys, in the order they are shown.
    ///   - name: The key path to a section's name, from its key, spoken when an item moves to
    ///     it and in the names of the actions that move to it.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    /// - Returns: A view that applies accessible moves to the sections.
    @MainActor
    public func accessibilityMoveableSections<Items, Key: Hashable>(
        _ items: Binding<Items>, by key: WritableKeyPath<Items.Element, Key>, in sections: [Key],
        name: KeyPath<Key, String>, label: KeyPath<Items.Element, String>? = nil
    ) -> some View
    where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
        modifier(AccessibilityMoveListModifier(
            list: FlatSectionsList<Items.Element, Key, Items.Element.ID>(
                get: { items.wrappedValue }, set: { items.wrappedValue = $0 }, key: key, sections: sections,
                name: { $0[keyPath: name] }),
            identify: { $0.id }, label: label))
    }

    /// Applies the moves of the rows inside this view marked `accessibilityMoveable(_:actions:)`
    /// to a flat list grouped in sections that the app keeps and reorders itself, such as a
    /// SwiftData `@Query` of to-dos, each naming its section in a property: each move reaches
    /// the app as one call of `perform`, in `onMove`'s shape, with the key of the section the
    /// item lands in.
    ///
    /// ```swift
    /// List {
    ///     ForEach(Status.allCases) { status in
    ///         Section(status.title) {
    ///             ForEach(store.todos.filter { $0.status == status }) { todo in
    ///                 Text(todo.title).accessibilityMoveable(todo)
    ///             }
    ///         }
    ///     }
    /// }
    /// .accessibilityMoveableSections(store.todos, id: \.id, by: \.status, in: Status.allCases,
    ///                                name: \.title, label: \.title) { source, destination, status in
    ///     store.move(fromOffsets: source, toOffset: destination, status: status)
    /// }
    /// ```
    ///
    /// Rows move as with ``accessibilityMoveableSections(_:by:in:name:label:)``, which writes
    /// the same moves through a binding. `source` holds the offset in `items` of the one item
    /// that moves, `destination` is counted in the list before the move (as
    /// `move(fromOffsets:toOffset:)` counts it), and `key` is the key the item takes: its
    /// section's, its own when it stays in its section. Give the item that key and move it. Each
    /// move is one call, its undo and its redo too. As for
    /// ``accessibilityMoveableList(_:id:label:selection:perform:)``, a second move or an
    /// undo can come before SwiftUI updates the view; it is counted in the order and keys the
    /// previous call left, so read them where the app keeps them now. Undo finds the item and
    /// its old neighbours by identity.
    ///
    /// - Parameters:
    ///   - items: The items of every section, in one collection, in the app's order; only
    ///     read.
    ///   - id: The key path to each item's identity, the one its row passes to
    ///     `accessibilityMoveable`.
    ///   - key: The key path to the property that names an item's section.
    ///   - sections: The sections' keys, in the order they are shown.
    ///   - name: The key path to a section's name, from its key.
    ///   - label: The text naming an item in announcements; `nil` names no neighbour.
    ///   - perform: Applies a move: the offset of the item that moves, the offset it goes to
    ///     (counted in the list before the move), and the key it takes.
    /// - Returns: A view that offers accessible moves and hands them to `perform`.
    @MainActor
    public func accessibilityMoveableSections<Items: RandomAccessCollection, ID: Hashable, Key: Hashable>(
        _ items: Items, id: KeyPath<Items.Element, ID>, by key: KeyPath<Items.Element, Key>, in sections: [Key],
        name: KeyPath<Key, String>, label: KeyPath<Items.Element, String>? = nil,
        perform: @escaping (_ source: IndexSet, _ destination: Int, _ key: Key) -> Void
    ) -> some View {
        modifier(AccessibilityMoveListModifier(
            list: FlatSectionsList<Items.Element, Key, ID>(
                items: items, key: key, sections: sections, name: { $0[keyPath: name] }, move: perform),
            id: id, label: label))
    }
}
#endif
