#if canImport(SwiftUI)
import SwiftUI

/// A bird as a tile, for the grid and the stack (outside `List`).
struct BirdTile: View {
    let bird: Bird

    var body: some View {
        Text(bird.name)
            .font(.headline)
            .multilineTextAlignment(.center)
            .padding(8)
            .frame(maxWidth: .infinity, minHeight: 64)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}
#endif
