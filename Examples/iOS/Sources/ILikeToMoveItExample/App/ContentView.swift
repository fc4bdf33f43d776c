#if canImport(SwiftUI)
import SwiftUI

/// The example's main window: a list of the package's capabilities, each opening a screen
/// that shows it.
public struct ContentView: View {
    public init() {}

    public var body: some View {
        ExampleNavigation {
            ScreenList()
        }
    }
}

/// The root list: one row per screen, grouped.
struct ScreenList: View {
    var body: some View {
        List {
            ForEach(Screen.Category.allCases, id: \.self) { category in
                let screens = category.screens
                if !screens.isEmpty {
                    Section {
                        ForEach(screens) { screen in
                            NavigationLink {
                                screen.destination
                                    .navigationTitle(screen.title)
                            } label: {
                                ScreenRow(screen: screen)
                            }
                        }
                    } header: {
                        category.title
                    }
                }
            }
        }
        .navigationTitle("I Like To Move It")
    }
}

/// A screen's row in the root list: its icon, title and what it shows.
private struct ScreenRow: View {
    let screen: Screen

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                screen.title
                screen.summary
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        } icon: {
            Image(systemName: screen.systemImage)
        }
        .padding(.vertical, 2)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
#endif
