#if os(iOS)
import ILikeToMoveIt
import SwiftUI

/// The same moves in a UIKit list: birds on three shelves in a `UICollectionView` list with a
/// diffable data source (`ShelvesViewController`). With VoiceOver, each bird offers move up,
/// down, up or down by 3, to top, to bottom and a move to each other shelf; each move is
/// announced and undoable, and VoiceOver stays on the bird. With a hardware keyboard, ⌥⌘ and
/// an arrow key move the focused bird. A bird dragged by its handle is undone the same way.
@MainActor
struct UIKitListScreen: View {
    var body: some View {
        ShelvesController()
            .safeAreaInset(edge: .top) {
                ScreenHint("A UIKit list. With VoiceOver, use the move actions on a bird, including a move to another shelf. Or drag a bird by its handle.")
                    .padding(.horizontal)
            }
            .toolbar {
                ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
            }
    }
}

/// Hosts the shelves' view controller.
private struct ShelvesController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ShelvesViewController {
        ShelvesViewController()
    }

    func updateUIViewController(_ controller: ShelvesViewController, context: Context) {}
}

struct UIKitListScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { UIKitListScreen() }
    }
}
#endif
