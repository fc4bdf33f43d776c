#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Hashable-only items: the value is the identity.
struct LegacyNameList: View {
    @State private var names = ["Cardinal", "Blue Jay", "Robin"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .accessibilityMoveable(name)
            }
        }
        .accessibilityMoveableList($names, label: \.self)
    }
}

/// Identifiable and Hashable items, every action form, both modifier names.
struct LegacyBirdList: View {
    @Binding var birds: [LegacyBird]

    var body: some View {
        List {
            ForEach(birds) { bird in
                VStack {
                    Text(bird.name)
                }
                .accessibilityMoveable(bird, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
                .onDrag {
                    bird.provider
                }
            }
            .onMove {
                birds.move(fromOffsets: $0, toOffset: $1)
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
    }
}

struct LegacyShortList: View {
    @State private var birds = [LegacyBird(name: "Goose"), LegacyBird(name: "Swan")]

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                    .iLikeToMove(bird, actions: [.up, .down])
                    .iLikeToMove(bird)
            }
        }
        .accessibilityMoveableList($birds)
    }
}

/// The action type as apps read it: cases, statics, `id`, `name`, and `Identifiable`.
struct LegacyActionMenu: View {
    let actions: [AccessibilityMoveAction] = [.up, .down(), .up(5), .down(5), .toTop, .toBottom]

    var body: some View {
        VStack {
            ForEach(actions) { action in
                Text(action.name)
                    .id(action.id)
            }
        }
    }

    func describe(_ action: AccessibilityMoveAction) -> String {
        switch action {
        case .up(let distance): return "up \(distance)"
        case .down(let distance): return "down \(distance)"
        case .toTop: return "top"
        case .toBottom: return "bottom"
        }
    }
}

/// The original's controller types, named as a custom row could name them.
struct LegacyControllerRow: View {
    @EnvironmentObject var controller: AccessibilityMoveController<LegacyBird>
    let bird: LegacyBird

    var body: some View {
        Text(bird.name)
            .accessibilityAddTraits(controller.focus == bird ? .isSelected : [])
            .onAppear {
                let pending: AccessibilityMove<LegacyBird>? = controller.move
                _ = pending.map { ($0.item, $0.action) }
            }
    }
}
#endif
