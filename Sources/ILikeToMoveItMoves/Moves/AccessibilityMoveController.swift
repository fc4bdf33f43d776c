#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// The original package's link between rows and their list, kept so that apps written for
/// ILikeToMoveIt 0.x compile and work unchanged. New code does not need it: rows marked
/// `accessibilityMoveable(_:actions:)` talk to their list without it.
///
/// `accessibilityMoveableList(_:label:)` puts one in the environment for lists of `Hashable`
/// items. A row that sets ``move`` has it performed like a row action (through the same
/// core path, announced, undoable); ``focus`` is then set to the moved item.
@MainActor
public class AccessibilityMoveController<Item: Hashable>: ObservableObject {
    /// The item that should have accessibility focus after the latest move.
    @Published public var focus: Item?
    /// A move for the list to make; cleared once the list has taken it.
    @Published public var move: AccessibilityMove<Item>? {
        // Runs before `@Published` publishes the new value, so a subscriber knows which move
        // it receives (see `PublishedMoveGate`).
        willSet { if newValue != nil { movesSet &+= 1 } }
    }

    /// How many moves were set; the list takes a published move once, by this number.
    var movesSet = 0
    /// Which moves the list took.
    var gate = PublishedMoveGate()

    /// Creates a controller with nothing to move or focus.
    public init() {}
}

/// Provides the compatibility controller to the rows and hands its moves to the list
/// (so it sits inside the list modifier, whose hands it reads).
///
/// A move is performed once, when it is first published: the core's `PublishedMoveGate` takes
/// it by the number of moves set, so the move that stays stored after the publication (which
/// `@Published` stores after its subscribers ran) is not performed again when a subscriber
/// comes later. The move is cleared on the next turn of the main actor, after the assignment
/// that published it has stored it.
@MainActor
struct AccessibilityMoveControllerModifier<Item: Hashable>: ViewModifier {
    let identity: (Item) -> AnyHashable
    @StateObject private var controller = AccessibilityMoveController<Item>()
    @Environment(\.accessibilityMoveList) private var list

    func body(content: Content) -> some View {
        content
            .environmentObject(controller)
            .onReceive(controller.$move) { [controller, list, identity] move in
                let number = controller.movesSet
                guard let move, let list, controller.gate.take(sequence: number) else { return }
                let focus = list.move(.list(move.action), on: identity(move.item))
                controller.focus = focus.map { _ in move.item }
                Task { @MainActor in
                    if controller.movesSet == number { controller.move = nil }
                }
            }
    }
}
#endif
