#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Two lists of birds in either the `Providable` (iOS 15) or the `Transferable` (iOS 16)
/// style: drag within and between them, move with VoiceOver (to the other list too), undo.
struct TwoListsView: View {
    enum Style: String, CaseIterable, Identifiable {
        case providable = "Providable"
        case transferable = "Transferable"
        var id: Self { self }
    }

    @State private var left = Bird.flock
    @State private var right: [Bird] = []
    @State private var style = Style.providable

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("StringBird")
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 8).stroke())
                    .onDrag { NSItemProvider(object: "StringBird" as NSString) }
                    .accessibilityHint("Drag onto a list to add a bird with this name.")
                Spacer()
                UndoButtons()
            }
            .padding(.horizontal)

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
            TransferableBirdList(title: "Birds", birds: $left, otherBirds: $right, otherTitle: "Favourites")
            TransferableBirdList(title: "Favourites", birds: $right, otherBirds: $left, otherTitle: "Birds")
        } else {
            ProvidableBirdList(title: "Birds", birds: $left, otherBirds: $right, otherTitle: "Favourites")
            ProvidableBirdList(title: "Favourites", birds: $right, otherBirds: $left, otherTitle: "Birds")
        }
    }
}
#endif
