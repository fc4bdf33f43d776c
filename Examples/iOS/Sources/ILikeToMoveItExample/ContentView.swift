#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// The example's main window: one tab per part of the package.
///
/// - Lists: drag and drop within and between two lists (`Providable` or `Transferable`),
///   accessible moves including to the other list, undo, text from other apps, and on iPad a
///   new window for a bird dragged out of the app.
/// - Select: several selected birds moved together.
/// - Nest: birds and feathers dropped on one destination.
/// - Grid: birds in three columns.
/// - UIKit: birds on shelves in a UIKit collection view list.
public struct ContentView: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 8) {
            Text("I Like To Move It")
                .font(.title.bold())
            TabView {
                TwoListsView()
                    .tabItem { Label("Lists", systemImage: "list.bullet") }
                SelectionBirdList()
                    .tabItem { Label("Select", systemImage: "checkmark.circle") }
                NestView()
                    .tabItem { Label("Nest", systemImage: "tray.and.arrow.down") }
                BirdGridView()
                    .tabItem { Label("Grid", systemImage: "square.grid.3x3") }
                #if canImport(UIKit)
                UIKitShelvesView()
                    .tabItem { Label("UIKit", systemImage: "books.vertical") }
                #endif
            }
        }
    }
}
#endif
