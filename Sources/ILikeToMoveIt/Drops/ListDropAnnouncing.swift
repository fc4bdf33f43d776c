#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension Binding {
    /// Completes a drop into this list: the core's `DropPlanner.drop` places the items,
    /// writes back `sources` and this list (sources first, each from a fresh read) and words
    /// the announcement, which goes to the app's drop announcements; then the core's
    /// `ListsEdit` of the change is registered as its undo ("Undo Drop 2 items"), which puts
    /// the lists back by identity as they are when the user undoes. Decides nothing itself.
    @MainActor
    func completeDrop<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        at target: DropTarget<Item.ID>,
        movingFrom sources: [Binding<[Item]>],
        label: KeyPath<Item, String>?,
        in context: DropContext
    ) -> DropCompletion<Item.ID> where Value == [Item] {
        let accessors = [ListAccessor(self)] + sources.map { ListAccessor($0) }
        let before = accessors.map(\.value)
        let step = DropPlanner.drop(
            results, into: accessors[0], at: target, movingFrom: Array(accessors.dropFirst()),
            label: label, announcer: context.announcer)
        if let text = step.announcement { AccessibilityDropAnnouncements.shared.announce(text) }
        if let undo = context.undo, let target = undo.target,
           let edit = ListsEdit(before: before, after: accessors.map(\.value)) {
            edit.registerUndo(
                on: accessors, named: context.announcer.strings.undoDropActionName(count: step.outcome.inserted.count),
                target: target, registrar: undo.manager, label: label, announcer: context.announcer
            ) { AccessibilityDropAnnouncements.shared.announce($0) }
        }
        return step
    }
}

extension ListAccessor {
    /// The list behind a binding, read and written through its `wrappedValue`.
    init(_ binding: Binding<[Item]>) {
        self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
}

/// What a drop destination hands its drop handler, read from the environment: the announcer
/// (the one set with `accessibilityMoveAnnouncer(_:)`, otherwise the app's UI language, as
/// moveable lists resolve it), the loads of its drops, and where the undo of a drop into a
/// list is registered.
///
/// A drop's apply closure captures the context, and a running drop's task keeps its apply;
/// so the context keeps neither the loads nor the destination's state, and both go away with
/// the destination, cancelling the loads still running (the core's `DropLoads.Handle`).
@MainActor
struct DropContext {
    /// The environment's undo manager and the object the undo belongs to, held weakly.
    struct Undo {
        let manager: UndoManager
        weak var target: AnyObject?
    }

    /// Words the announcements and the undo's name.
    var announcer: MoveAnnouncer
    /// Starts the destination's drops; its loads are cancelled when it goes away.
    var loads: DropLoads.Handle
    /// Where the undo of a drop is registered; `nil` without an undo manager.
    var undo: Undo?
}

/// Dynamic content whose drop handler needs a ``DropContext``: keeps one `DropLoads` for as
/// long as the content is shown (its loads are cancelled when it goes away) and hands the
/// context to `install`, which adds the drop handler. Its data is the content's, so it stays
/// `DynamicViewContent` (`onMove`, `onDelete` and the drop handlers of a `ForEach` still
/// apply to the rows).
///
/// The undo of a drop belongs to the enclosing moveable list when there is one, so it is
/// removed with the list's own when the list leaves the screen; otherwise to the content,
/// whose undo actions do nothing once it is gone (a `ForEach` has no single view to watch).
struct DropAnnouncingContent<Content: DynamicViewContent, Installed: View>: DynamicViewContent {
    let content: Content
    let install: @MainActor (Content, DropContext) -> Installed
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.undoManager) private var undoManager
    @StateObject private var state = DropDestinationState()

    var data: Content.Data { content.data }

    var body: some View {
        let owner: AnyObject = list?.undoTarget ?? state
        return install(content, DropContext(
            announcer: MoveAnnouncer.resolved(set: announcer), loads: state.loads.handle,
            undo: undoManager.map { DropContext.Undo(manager: $0, target: owner) }))
    }
}

/// A view whose drop handler needs a ``DropContext``, read as `DropAnnouncingContent` reads
/// it; the undo actions of its drops are removed when it leaves the screen.
struct DropAnnouncingView<Content: View, Installed: View>: View {
    let content: Content
    let install: @MainActor (Content, DropContext) -> Installed
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.undoManager) private var undoManager
    @StateObject private var state = DropDestinationState()

    var body: some View {
        let owner: AnyObject = list?.undoTarget ?? state
        return install(content, DropContext(
            announcer: MoveAnnouncer.resolved(set: announcer), loads: state.loads.handle,
            undo: undoManager.map { DropContext.Undo(manager: $0, target: owner) }))
            .onDisappear { [undoManager, state] in undoManager?.removeAllActions(withTarget: state) }
    }
}
#endif
