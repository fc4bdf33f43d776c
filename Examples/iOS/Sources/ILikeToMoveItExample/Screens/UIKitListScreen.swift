// PLACEHOLDER, to be replaced by the UIKit screen.
//
// The root list opens `UIKitListScreen()` from its "UIKit" section (`Screen.uiKit`). Replace
// this file with a `UIViewControllerRepresentable` of the same name, taking no arguments,
// that shows a UIKit list with the package's moves; keep it inside `#if os(iOS)`, as the
// root list's entry is, and its view controller in a file of its own beside this one.
#if os(iOS)
import SwiftUI

/// The UIKit list screen: a placeholder until the UIKit list lands.
@MainActor
struct UIKitListScreen: View {
    var body: some View {
        UnavailableMessage(Text("The UIKit list is on its way."), systemImage: "hammer")
    }
}

struct UIKitListScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { UIKitListScreen() }
    }
}
#endif
