#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Several types on one destination: birds and feathers dragged into one nest, read through
/// one `DropAcceptor` (text from other apps becomes a bird). The nest shows when a drag is
/// over it (`isTargeted`).
@MainActor
struct NestScreen: View {
    /// What can be dragged into the nest.
    private let offered: [NestItem] = Bird.flock.prefix(3).map(NestItem.bird) + Feather.samples.map(NestItem.feather)

    @State private var nest: [NestItem] = []
    @State private var isTargeted = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ScreenHint("Drag birds and feathers into the nest, or text from another app, which becomes a bird. With VoiceOver, use the “Put in the nest” action.")
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(offered) { item in
                            chip(item)
                        }
                    }
                }
                DropZone(isTargeted: isTargeted) {
                    VStack(alignment: .leading, spacing: 8) {
                        if nest.isEmpty {
                            Label("Drop here", systemImage: "tray.and.arrow.down")
                                .frame(maxWidth: .infinity)
                        }
                        ForEach(nest) { item in
                            Text(verbatim: item.title)
                                .foregroundStyle(.primary)
                        }
                    }
                    .padding()
                    .frame(maxWidth: .infinity, minHeight: 160, alignment: .topLeading)
                }
                .onDrop(accepting: NestItem.acceptor, isTargeted: $isTargeted) { dropped in
                    nest += dropped
                }
                .accessibilityElement(children: .contain)
                .accessibilityLabel(Text("Nest"))
            }
            .padding()
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Empty the nest") { nest.removeAll() }
                    .disabled(nest.isEmpty)
            }
        }
    }

    /// A draggable chip. Each drag carries a new identity, so the nest never holds one twice;
    /// VoiceOver users put the item in the nest with an action instead.
    private func chip(_ item: NestItem) -> some View {
        Text(verbatim: item.title)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(.quaternary, in: Capsule())
            .onDrag {
                switch item.copy {
                case .bird(let bird): bird.provider
                case .feather(let feather): feather.provider
                }
            }
            .accessibilityAction(named: Text("Put in the nest")) { nest.append(item.copy) }
    }
}

/// What the nest holds: a bird or a feather.
enum NestItem: Identifiable, Hashable, Sendable {
    case bird(Bird)
    case feather(Feather)

    var id: UUID {
        switch self {
        case .bird(let bird): bird.id
        case .feather(let feather): feather.id
        }
    }

    var title: String {
        switch self {
        case .bird(let bird): "🐦 \(bird.name)"
        case .feather(let feather): "🪶 \(feather.colour)"
        }
    }

    /// The same bird or feather with an identity of its own.
    var copy: Self {
        switch self {
        case .bird(let bird): .bird(Bird(name: bird.name))
        case .feather(let feather): .feather(Feather(colour: feather.colour))
        }
    }

    /// The nest's one destination for two types. Feathers first: a feather also offers its
    /// colour as text, which a bird would read. Made once, so an overlap between the two
    /// would be reported once (there is none).
    static let acceptor = DropAcceptor<NestItem>(
        .accept(Feather.self, as: NestItem.feather),
        .accept(Bird.self, as: NestItem.bird)
    )
}

struct NestScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { NestScreen() }
    }
}
#endif
