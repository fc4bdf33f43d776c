#if canImport(SwiftUI)
import Combine
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Executes, for one list, what the core's `MoveController` decides: it writes the new
/// order to the list's binding, publishes the item to focus, hands the announcement to the
/// ``AnnouncementDriver`` and records the move with the environment's `UndoManager`.
///
/// It decides nothing itself. It reads the list from the binding before each request (drops
/// or edits may have changed it), so every request is resolved by identity against the
/// list as it is at that moment.
@MainActor
final class AccessibilityMoveListCoordinator<Items>: ObservableObject, AccessibilityMoveListHandling
where Items: MutableCollection & RangeReplaceableCollection, Items.Element: Identifiable {
    typealias Element = Items.Element
    typealias ID = Element.ID

    /// What the list modifier hands over on every update.
    struct Connection {
        var items: Binding<Items>
        var label: KeyPath<Element, String>?
        var selection: Binding<Set<ID>>?
        var announcer: MoveAnnouncer
        var undoManager: UndoManager?
        var scrollProxy: ScrollViewProxy?
        var destinations: [Destination] = []
    }

    /// A destination list, with the constraints its transfer needs already applied.
    struct Destination {
        var name: Text
        var transfer: @MainActor (AccessibilityMoveListCoordinator, ID) -> Void
    }

    /// The item that should take focus, until its row claims it (the core's tracker,
    /// published for rows).
    @Published private(set) var focusRequest: AccessibilityMoveFocusRequest?

    var connection: Connection?
    private var controller: MoveController<Element, ID>?
    private let announcements = AnnouncementDriver()
    private var focus = MoveFocusTracker<ID>()

    func transfer(_ id: AnyHashable, toDestination index: Int) {
        guard let id = id.base as? ID, let destinations = connection?.destinations,
              destinations.indices.contains(index)
        else { return }
        destinations[index].transfer(self, id)
    }

    func perform(_ action: AccessibilityMoveAction, on id: AnyHashable) {
        guard let id = id.base as? ID else { return }
        let request = MoveRequest<ID>.row(id, action, selection: connection?.selection?.wrappedValue ?? [])
        guard let output = withController({ $0.handle(request) }) else { return }
        execute(output)
        registerUndo { $0.undo() }
    }

    func claimFocus(for id: AnyHashable) -> Bool {
        guard let id = id.base as? ID, focus.claim(for: id) else { return false }
        focusRequest = nil
        return true
    }

    /// Drops pending announcements, for a list that leaves the screen.
    func stop() {
        announcements.cancel()
    }

    /// Runs `body` on the controller after syncing it with the list as it is now.
    private func withController<Result>(_ body: (inout MoveController<Element, ID>) -> Result) -> Result? {
        guard let connection else { return nil }
        var controller = controller ?? MoveController(items: [], id: \Element.id)
        controller.labelPath = connection.label
        controller.announcer = connection.announcer
        controller.setItems(Array(connection.items.wrappedValue))
        let result = body(&controller)
        self.controller = controller
        return result
    }

    /// Applies the controller's output: the change, the focus, the announcement.
    private func execute(_ output: MoveOutput<Element, ID>) {
        switch output.change {
        case .none: break
        case let .offset(move): connection?.items.wrappedValue.applyMove(move)
        case let .permutation(permutation): connection?.items.wrappedValue.applyPermutation(permutation)
        }
        if let target = output.focus {
            connection?.scrollProxy?.scrollTo(target)
            requestFocus(on: target)
        }
        announcements.announce(output.text)
    }

    private func requestFocus(on id: ID) {
        let request = focus.request(id)
        focusRequest = AccessibilityMoveFocusRequest(id: AnyHashable(request.id), generation: request.generation)
    }

    private func undo() {
        guard let output = withController({ $0.undo() }) ?? nil else { return }
        execute(output)
        registerUndo { $0.redo() }
    }

    private func redo() {
        guard let output = withController({ $0.redo() }) ?? nil else { return }
        execute(output)
        registerUndo { $0.undo() }
    }

    /// Registers `handler` with the environment's undo manager. Registered while the manager
    /// undoes, it becomes the redo; registered otherwise, the undo.
    private func registerUndo(_ handler: @escaping @MainActor (AccessibilityMoveListCoordinator) -> Void) {
        guard let undoManager = connection?.undoManager else { return }
        undoManager.registerUndo(withTarget: self) { coordinator in handler(coordinator) }
    }
}

extension AccessibilityMoveListCoordinator where ID: Sendable {
    /// Moves the item with identity `id` to `destination`, announces it, and registers
    /// the undo.
    func transfer(_ id: ID, to destination: AccessibilityMoveDestination<Items>) {
        guard let source = connection?.items else { return }
        transfer(id, from: source, to: destination.items, at: destination.placement,
                 announcement: destination.announcement, returning: false)
    }

    /// Moves the item through the core's drop planning (it leaves `from` only once placed,
    /// and is never duplicated), then asks for focus: on the item that took its place when
    /// it leaves this list, on the item itself when an undo brings it back (VoiceOver then
    /// reads the item, so nothing is announced). Each run registers its own reverse, so
    /// undo and redo alternate.
    private func transfer(
        _ id: ID, from: Binding<Items>, to: Binding<Items>, at placement: DropTarget<ID>,
        announcement: String, returning: Bool
    ) {
        var source = Array(from.wrappedValue)
        var destination = Array(to.wrappedValue)
        guard let offset = source.firstIndex(where: { $0.id == id }) else { return }
        let back: DropTarget<ID> = offset + 1 < source.count ? .before(source[offset + 1].id) : .end
        let outcome = DropPlanner.move([source[offset]], from: &source, to: &destination, at: placement)
        guard !outcome.removedFromSource.isEmpty else { return }
        from.wrappedValue = Items(source)
        to.wrappedValue = Items(destination)
        if returning {
            requestFocus(on: id)
        } else if !source.isEmpty {
            requestFocus(on: source[min(offset, source.count - 1)].id)
        }
        if !returning { announcements.announce(announcement) }
        connection?.undoManager?.registerUndo(withTarget: self) { coordinator in
            coordinator.transfer(id, from: to, to: from, at: back,
                                 announcement: announcement, returning: !returning)
        }
    }
}
#endif
