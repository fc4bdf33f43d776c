#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// The example's main window: a draggable piece of text, and two lists of birds in either
/// the `Providable` (iOS 15) or the `Transferable` (iOS 16) style.
public struct ContentView: View {
    enum Style: String, CaseIterable, Identifiable {
        case providable = "Providable"
        case transferable = "Transferable"
        var id: Self { self }
    }

    @State private var left = Bird.flock
    @State private var right: [Bird] = []
    @State private var style = Style.providable

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("I Like To Move It")
                .font(.title.bold())

            Text("StringBird")
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 8).stroke())
                .onDrag { NSItemProvider(object: "StringBird" as NSString) }
                .accessibilityHint("Drag onto a list to add a bird with this name.")

            if #available(iOS 16, macOS 13, *) {
                Picker("Drag and drop with", selection: $style) {
                    ForEach(Style.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
            }

            HStack(spacing: 0) {
                lists
            }
        }
    }

    @ViewBuilder private var lists: some View {
        if #available(iOS 16, macOS 13, *), style == .transferable {
            TransferableBirdList(title: "Birds", birds: $left, otherBirds: $right)
            TransferableBirdList(title: "Favourites", birds: $right, otherBirds: $left)
        } else {
            ProvidableBirdList(title: "Birds", birds: $left, otherBirds: $right, otherTitle: "Favourites")
            ProvidableBirdList(title: "Favourites", birds: $right, otherBirds: $left, otherTitle: "Birds")
        }
    }
}
#endif
