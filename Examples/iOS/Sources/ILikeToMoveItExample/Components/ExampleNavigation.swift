#if canImport(SwiftUI)
import SwiftUI

/// A navigation stack: `NavigationStack` on iOS 16 and macOS 13, `NavigationView` (one column,
/// as a stack) before.
struct ExampleNavigation<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack { content }
        } else {
            NavigationView { content }
            #if os(iOS)
                .navigationViewStyle(.stack)
            #endif
        }
    }
}
#endif
