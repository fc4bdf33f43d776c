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
    /// A move for the list to make; cleared when the list takes it.
    @Published public var move: AccessibilityMove<Item>?

    /// Creates a controller with nothing to move or focus.
    public init() {}
}

/// Provides the compatibility controller to the rows and hands its moves to the list
/// (so it sits inside the list modifier, whose handle it reads).
@MainActor
struct AccessibilityMoveControllerModifier<Item: Hashable>: ViewModifier {
    let identity: (Item) -> AnyHashable
    @StateObject private var controller = AccessibilityMoveController<Item>()
    @Environment(\.accessibilityMoveList) private var list

    func body(content: Content) -> some View {
        content
            .environmentObject(controller)
            .onReceive(controller.$move) { [controller] move in
                guard let move, let list else { return }
                controller.move = nil
                list.perform(.list(move.action), on: identity(move.item)) { focus in
                    controller.focus = focus.map { _ in move.item }
                }
            }
    }
}
#endif
