#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Birds in a grid of three columns: with VoiceOver, each bird offers move left, right, up a
/// row, down a row, to start and to end, announced in grid terms ("Moved right. After
/// Robin."); dragging a bird moves it live as it crosses the others, and dropping it is one
/// move, announced and undone as the actions are.
struct BirdGridView: View {
    @State private var birds = Bird.flock
    private let columns = 3

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Spacer()
                UndoButtons()
            }
            .padding(.horizontal)
            Text("Drag a bird to reorder the grid. With VoiceOver, use the move actions on a bird: left, right, up or down a row, to start, to end.")
                .font(.footnote)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
                    ForEach(birds) { bird in
                        Text(bird.name)
                            .frame(maxWidth: .infinity, minHeight: 60)
                            .background(RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.15)))
                            .accessibilityMoveable(bird)
                    }
                }
                .padding()
                .accessibilityMoveableGrid($birds, columns: columns, label: \.name)
                .accessibilityMoveDragging()
            }
        }
    }
}
#endif
