#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// The window a bird opens in when dragged out of the app (iPadOS, multiple windows).
public struct BirdDetailView: View {
    @State private var bird: Bird?

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text(bird.map { "🐦 \($0.name)" } ?? "No bird")
                .font(.largeTitle)
            if bird == nil {
                Text("Drag a bird out of the list to the edge of the screen to open it here.")
                    .multilineTextAlignment(.center)
                    .foregroundColor(.secondary)
            }
        }
        .padding()
        .onContinueUserActivity(Bird.self) { bird in
            guard let bird else { return }
            self.bird = bird
        }
    }
}
#endif
