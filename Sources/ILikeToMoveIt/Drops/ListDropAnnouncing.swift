#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension Binding {
    /// Completes a drop into this list: hands the drop to the list session it belongs to (the
    /// enclosing moveable list's, else the destination's own) as the core's
    /// `ListChange.drop`, which places the items (`DropPlanner.drop`), writes back `sources`
    /// and this list (sources first, each from a fresh read), and is registered as one undo
    /// step ("Undo Drop 2 items") that puts the lists back by identity as they are when the
    /// user undoes; then the session says what happened. Decides nothing itself.
    ///
    /// - Returns: What the drop did; `nil` when the destination is already gone.
    @MainActor
    func completeDrop<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        at target: DropTarget<Item.ID>,
        movingFrom sources: [Binding<[Item]>],
        label: KeyPath<Item, String>?,
        in context: DropContext
    ) -> DropCompletion<Item.ID>? where Value == [Item] {
        var completion: DropCompletion<Item.ID>?
        context.perform(.drop(
            results, into: ListAccessor(self), at: target, movingFrom: sources.map { ListAccessor($0) }, label: label,
            announcer: context.announcer) { completion = $0 })
        return completion
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
/// moveable lists resolve it), the loads of its drops, and the list session that carries out
/// a drop: the enclosing moveable list's, so a drop's undo and announcement are the list's,
/// else the destination's own.
///
/// A drop's apply closure captures the context, and a running drop's task keeps its apply;
/// so the context keeps neither the loads, nor the destination's state, nor the list, and all
/// go away with the destination, cancelling the loads still running (the core's
/// `DropLoads.Handle`).
@MainActor
struct DropContext {
    /// Words the announcements and the undo's name.
    var announcer: MoveAnnouncer
    /// Starts the destination's drops; its loads are cancelled when it goes away.
    var loads: DropLoads.Handle
    /// Carries a change out through the list session the destination belongs to.
    var perform: @MainActor (ListChange) -> Void

    /// The context of a destination with `state`, inside `list` when a moveable list
    /// encloses it, in an environment with `undoManager`.
    init(
        announcer: MoveAnnouncer, state: DropDestinationState, list: AnyAccessibilityMoveListHands?,
        undoManager: UndoManager?
    ) {
        self.announcer = announcer
        loads = state.loads.handle
        perform = { [weak state, weak list, weak undoManager] change in
            if let list, list.perform(change) { return }
            state?.perform(change, undo: undoManager, announcer: announcer)
        }
    }
}

/// Dynamic content whose drop handler needs a ``DropContext``: keeps one `DropLoads` for as
/// long as the content is shown (its loads are cancelled when it goes away) and hands the
/// context to `install`, which adds the drop handler. Its data is the content's, so it stays
/// `DynamicViewContent` (`onMove`, `onDelete` and the drop handlers of a `ForEach` still
/// apply to the rows).
///
/// A drop goes through the enclosing moveable list's session when there is one, so its undo is
/// removed with the list's own when the list leaves the screen; otherwise through the
/// content's own session, whose undo actions stay on the stack once it is gone (a `ForEach`
/// has no single view to watch) and do nothing when chosen: each keeps its own target alive,
/// as the undo manager does not.
struct DropAnnouncingContent<Content: DynamicViewContent, Installed: View>: DynamicViewContent {
    let content: Content
    let install: @MainActor (Content, DropContext) -> Installed
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.undoManager) private var undoManager
    @StateObject private var state = DropDestinationState()

    var data: Content.Data { content.data }

    var body: some View {
        install(content, DropContext(
            announcer: MoveAnnouncer.resolved(set: announcer), state: state, list: list, undoManager: undoManager))
    }
}

/// A view whose drop handler needs a ``DropContext``, read as `DropAnnouncingContent` reads
/// it; when it leaves the screen, its own session forgets the undo actions of its drops.
struct DropAnnouncingView<Content: View, Installed: View>: View {
    let content: Content
    let install: @MainActor (Content, DropContext) -> Installed
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.undoManager) private var undoManager
    @StateObject private var state = DropDestinationState()

    var body: some View {
        install(content, DropContext(
            announcer: MoveAnnouncer.resolved(set: announcer), state: state, list: list, undoManager: undoManager))
            .onDisappear { [state] in state.disappear() }
    }
}
#endif
