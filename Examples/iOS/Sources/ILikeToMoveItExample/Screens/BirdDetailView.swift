#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// The window a bird opens in when it is dragged out of the app (iPadOS, multiple windows):
/// the bird arrives in the window's `NSUserActivity`, read with `onContinueUserActivity`.
public struct BirdDetailView: View {
    @State private var bird: Bird?

    public init() {}

    public var body: some View {
        ExampleNavigation {
            VStack(spacing: 16) {
                Text(verbatim: "🐦")
                    .font(.system(size: 64))
                    .accessibilityHidden(true)
                if let bird {
                    Text(bird.name)
                        .font(.largeTitle)
                } else {
                    Text("Drag a bird from the “A new window” screen to the edge of the screen to open it here.")
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
            .navigationTitle(Text("Bird"))
        }
        .onContinueUserActivity(Bird.self) { bird in
            guard let bird else { return }
            self.bird = bird
        }
    }
}

struct BirdDetailView_Previews: PreviewProvider {
    static var previews: some View {
        BirdDetailView()
    }
}
#endif
