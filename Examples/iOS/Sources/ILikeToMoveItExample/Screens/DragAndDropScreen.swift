#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Two lists of birds with drag and drop, in the `Providable` style (iOS 15, `NSItemProvider`)
/// or the `Transferable` style (iOS 16): drag within a list and between the two, drop text
/// from another app to make a bird, or move a bird to the other list with a VoiceOver action.
/// Both styles place a drop where it landed, take the birds out of the list they came from
/// (the same `movingFrom:` in both), announce it, and report a `DropOutcome`, summed up at
/// the bottom of the screen.
@MainActor
struct DragAndDropScreen: View {
    enum Style: CaseIterable, Identifiable {
        case providable
        case transferable

        var id: Self { self }

        var title: Text {
            switch self {
            case .providable: Text("Providable")
            case .transferable: Text("Transferable")
            }
        }
    }

    @State private var birds = Bird.flock
    @State private var favourites: [Bird] = []
    @State private var style = Style.providable
    @State private var lastDrop: DropSummary?

    var body: some View {
        VStack(spacing: 0) {
            header
            HStack(spacing: 0) {
                list(.birds, birds: $birds, otherBirds: $favourites)
                Divider()
                list(.favourites, birds: $favourites, otherBirds: $birds)
            }
        }
        .safeAreaInset(edge: .bottom) {
            if let lastDrop {
                DropSummaryBar(summary: lastDrop)
            }
        }
        .toolbar {
            ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 12) {
            if #available(iOS 16, macOS 13, *) {
                Picker("Drag and drop with", selection: $style) {
                    ForEach(Style.allCases) { $0.title.tag($0) }
                }
                .pickerStyle(.segmented)
            }
            HStack {
                ScreenHint("Drag birds within and between the lists, or drag this text onto a list:")
                TextSnippet()
            }
        }
        .padding()
    }

    @ViewBuilder
    private func list(_ list: BirdList, birds: Binding<[Bird]>, otherBirds: Binding<[Bird]>) -> some View {
        if #available(iOS 16, macOS 13, *), style == .transferable {
            TransferableBirdList(list: list, birds: birds, otherBirds: otherBirds) { lastDrop = $0 }
        } else {
            ProvidableBirdList(list: list, birds: birds, otherBirds: otherBirds) { lastDrop = $0 }
        }
    }
}

/// A bit of text to drag onto a list, as text from Notes or Reminders would be: the list
/// makes a bird of it (`Bird` reads plain text).
private struct TextSnippet: View {
    private let name = String(localized: "Hummingbird", comment: "Text dragged onto a list to make a bird.")

    var body: some View {
        Text(verbatim: name)
            .font(.callout)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(.quaternary, in: Capsule())
            .onDrag { NSItemProvider(object: name as NSString) }
            .accessibilityHint(Text("Drag onto a list to add a bird with this name."))
    }
}

struct DragAndDropScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { DragAndDropScreen() }
    }
}
#endif
