#if canImport(SwiftUI)
import SwiftUI

/// What a screen shows in place of something it cannot show here, such as a capability the
/// system is too old for.
struct UnavailableMessage: View {
    let message: Text
    var systemImage = "clock.arrow.circlepath"

    init(_ message: Text, systemImage: String = "clock.arrow.circlepath") {
        self.message = message
        self.systemImage = systemImage
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.largeTitle)
                .accessibilityHidden(true)
            message
                .multilineTextAlignment(.center)
        }
        .foregroundStyle(.secondary)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
#endif
