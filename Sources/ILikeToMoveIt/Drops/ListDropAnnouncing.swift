#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension Binding {
    /// Completes a drop into this list: the core's `DropPlanner.drop` places the items,
    /// writes back `sources` and this list (sources first, each from a fresh read) and words
    /// the announcement, which goes to the shared drop driver. Decides nothing itself.
    @MainActor
    func completeDrop<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        at target: DropTarget<Item.ID>,
        movingFrom sources: [Binding<[Item]>],
        label: KeyPath<Item, String>?,
        announcer: MoveAnnouncer
    ) -> DropCompletion<Item.ID> where Value == [Item] {
        let step = DropPlanner.drop(
            results, into: ListHandle(self), at: target, movingFrom: sources.map { ListHandle($0) },
            label: label, announcer: announcer)
        if let text = step.announcement { AccessibilityDropAnnouncements.shared.announce(text) }
        return step
    }
}

/// Dynamic content whose drop handler needs the view's announcer and the loads of its drops:
/// reads the announcer from the environment (the announcer set with
/// `accessibilityMoveAnnouncer(_:)`, otherwise the app's UI language, as moveable lists
/// resolve it) and keeps one `DropLoads` for as long as the content is shown, whose loads are
/// cancelled when it goes away; hands both to `install`, which adds the drop handler. Its data
/// is the content's, so it stays `DynamicViewContent` (`onMove`, `onDelete` and the drop
/// handlers of a `ForEach` still apply to the rows).
struct DropAnnouncingContent<Content: DynamicViewContent, Installed: View>: DynamicViewContent {
    let content: Content
    let install: @MainActor (Content, MoveAnnouncer, DropLoads) -> Installed
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @State private var loads = DropLoads()

    var data: Content.Data { content.data }

    var body: some View {
        install(content, MoveAnnouncer.resolved(set: announcer), loads)
    }
}

/// A view whose drop handler needs the view's announcer, read from the environment as
/// `DropAnnouncingContent` reads it.
struct DropAnnouncingView<Content: View, Installed: View>: View {
    let content: Content
    let install: @MainActor (Content, MoveAnnouncer) -> Installed
    @Environment(\.accessibilityMoveAnnouncer) private var announcer

    var body: some View {
        install(content, MoveAnnouncer.resolved(set: announcer))
    }
}
#endif
