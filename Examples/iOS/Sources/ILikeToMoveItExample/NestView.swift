#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Several types on one destination: birds and feathers dragged into one nest, read through
/// one `DropAcceptor` (text from other apps becomes a bird).
struct NestView: View {
    /// What the nest holds.
    enum Nested: Identifiable, Hashable, Sendable {
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
            case .feather(let feather): "🪶 \(feather.colour) feather"
            }
        }
    }

    /// Feathers first: a feather also offers its colour as text, which a bird would read.
    /// Made once, so an overlap between the two would be reported once (there is none).
    static let acceptor = DropAcceptor<Nested>(
        .accept(Feather.self, as: Nested.feather),
        .accept(Bird.self, as: Nested.bird)
    )

    @State private var nest: [Nested] = []

    var body: some View {
        VStack(spacing: 12) {
            Text("Drag birds and feathers into the nest, or text from another app.")
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            ScrollView(.horizontal) {
                HStack {
                    ForEach(Bird.flock.prefix(3)) { bird in
                        chip("🐦 \(bird.name)", adding: .bird(Bird(name: bird.name))) {
                            // A new bird per drag, so the nest never holds one identity twice.
                            Bird(name: bird.name).provider
                        }
                    }
                    ForEach(Feather.samples) { feather in
                        chip("🪶 \(feather.colour)", adding: .feather(Feather(colour: feather.colour))) {
                            Feather(colour: feather.colour).provider
                        }
                    }
                }
                .padding(.horizontal)
            }
            List {
                Section("Nest") {
                    ForEach(nest) { Text($0.title) }
                        .onDelete { nest.remove(atOffsets: $0) }
                        .onInsert(accepting: Self.acceptor) { index, items in
                            nest.insert(contentsOf: items, at: min(index, nest.count))
                        }
                    if nest.isEmpty {
                        Text("Drop here")
                            .foregroundColor(.secondary)
                            .frame(maxWidth: .infinity, minHeight: 88)
                            .onDrop(accepting: Self.acceptor) { nest += $0 }
                    }
                }
            }
        }
    }

    /// A draggable chip; VoiceOver users put its item in the nest with an action instead.
    private func chip(
        _ title: String, adding item: Nested, provider: @escaping () -> NSItemProvider
    ) -> some View {
        Text(title)
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 8).stroke())
            .onDrag(provider)
            .accessibilityAction(named: Text("Put in the nest")) { nest.append(item.copy) }
    }
}

private extension NestView.Nested {
    /// The same bird or feather with an identity of its own.
    var copy: Self {
        switch self {
        case .bird(let bird): .bird(Bird(name: bird.name))
        case .feather(let feather): .feather(Feather(colour: feather.colour))
        }
    }
}
#endif
