#if canImport(SwiftUI)
import Combine
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Executes, for one list, the steps the core's ``AccessibleMoves`` returns: performs the
/// request on the binding in place, registers the step's inverse with the `UndoManager`,
/// publishes the focus and hands the text to the ``AnnouncementDriver``. It decides nothing.
@MainActor
final class AccessibilityMoveListCoordinator<Items, ID: Hashable>: ObservableObject
where Items: MutableCollection & RangeReplaceableCollection {
    /// What the view provides at the moment of a request.
    struct Settings {
        var label: KeyPath<Items.Element, String>?
        var announcer: MoveAnnouncer
        var undoManager: UndoManager?
        var scrollProxy: ScrollViewProxy?
    }

    /// The item that should take focus, until its row claims it.
    @Published private(set) var focus: AccessibilityMoveFocusRequest?
    private var moves: AccessibleMoves<Items.Element, ID>
    private var tracker = MoveFocusTracker<ID>()
    private let announcements = AnnouncementDriver()

    init(identify: @escaping (Items.Element) -> ID) {
        moves = AccessibleMoves(identify: identify, label: nil, announcer: .default)
    }

    /// Performs `request` on `items` (and `other`, for transfers) and carries out the step.
    @discardableResult
    func run(_ request: MoveRequest<ID>, on items: Binding<Items>, other: Binding<Items>?, settings: Settings) -> ID? {
        moves.label = settings.label
        moves.announcer = settings.announcer
        let step = other.map { moves.perform(request, on: &items.wrappedValue, other: &$0.wrappedValue) }
            ?? moves.perform(request, on: &items.wrappedValue)
        if let inverse = step.inverse {
            settings.undoManager?.registerUndo(withTarget: self) { coordinator in
                coordinator.run(inverse, on: items, other: other, settings: settings)
            }
        }
        if let id = step.focus {
            settings.scrollProxy?.scrollTo(id)
            let request = tracker.request(id)
            focus = AccessibilityMoveFocusRequest(id: AnyHashable(id), generation: request.generation)
        }
        announcements.announce(step.text)
        return step.focus
    }

    /// A row asks whether to take focus now.
    func claimFocus(for id: AnyHashable) -> Bool {
        guard let id = id.base as? ID, tracker.claim(for: id) else { return false }
        focus = nil
        return true
    }

    /// Drops pending announcements, for a list that leaves the screen.
    func stop() {
        announcements.cancel()
    }
}
#endif
