#if canImport(SwiftUI)
import Combine
import Foundation
import ILikeToMoveIt
import SwiftUI
import UniformTypeIdentifiers

// An app that followed the DragAndDrop README, after the migration the article
// "Migrating from DragAndDrop" walks through: its own `Providable` and `ProvidableWrapper`
// protocols, the `Bird.Wrapper` class with its NSItemProviderWriting and NSItemProviderReading
// conformances, and its loading helpers are gone. What the wrapper did is now four members of
// `Bird` itself; the drop sites name `Bird.self` instead of `Bird.Wrapper.readableTypes`.
// Only compiled (Swift 5 mode with every SDK, Swift 6 mode with iOS 17.4 and macOS 14), like
// the rest of this target. The namespace keeps this `Bird` apart from the example app's.
// `UTType.bird` is declared in DocumentationSnippets.swift, as the article shows it.

enum MigratedFromDragAndDrop {
    /// The app's bird: still `Codable` and encoded as before; `Identifiable` so that the drop
    /// modifiers can place it by identity.
    struct Bird: Identifiable, Codable, Providable {
        var id = UUID()
        let name: String

        init(name: String) {
            self.name = name
        }

        static let writableTypes: [UTType] = [.bird]
        static let readableTypes: [UTType] = [.bird, .plainText]

        func data(type: UTType) throws -> Data? {
            guard type == .bird else { return nil }
            return try JSONEncoder().encode(self)
        }

        init?(type: UTType, data: Data) throws {
            switch type {
            case .bird: self = try JSONDecoder().decode(Bird.self, from: data)
            case .plainText: self.init(name: String(decoding: data, as: UTF8.self))
            default: return nil
            }
        }
    }

    /// The same bird described by representations: the shortest form.
    struct RepresentedBird: Identifiable, Codable, RepresentedProvidable {
        var id = UUID()
        let name: String

        static var representations: [Provided] {
            [
                .codable(contentType: .bird),
                .plainText(importing: { RepresentedBird(name: $0) }),
            ]
        }
    }

    /// The app's birds, and the places where it loads birds from providers by hand.
    @MainActor
    final class Sightings: ObservableObject {
        @Published var birds: [Bird] = []
        @Published var lastError: String?

        /// Was `providers.reversed().loadItems(Bird.self) { … }` with the app's own helper.
        /// The callbacks come in provider order, on the main actor, once per provider.
        func append(from providers: [NSItemProvider]) {
            providers.loadItems(Bird.self) { bird, error in
                if let bird {
                    self.birds.append(bird)
                } else if let error {
                    self.lastError = error.localizedDescription
                }
            }
        }

        /// Was `provider.loadObject(ofClass: Bird.Wrapper.self) { object, error in … }`
        /// followed by a cast of `object` and a hop to the main queue.
        func append(from provider: NSItemProvider) {
            Bird.load(from: provider) { bird, error in
                if let bird {
                    self.birds.append(bird)
                }
            }
        }

        /// The same load, awaited.
        func insertFirst(from provider: NSItemProvider) async {
            do {
                birds.insert(try await provider.loadItem(Bird.self), at: 0)
            } catch {
                lastError = error.localizedDescription
            }
        }
    }

    /// The list: each row drags its bird, drops between rows are inserted where they
    /// landed, and a drop on the placeholder below the list appends.
    @MainActor
    struct SightingsView: View {
        @StateObject var sightings = Sightings()

        var body: some View {
            VStack {
                List {
                    ForEach(sightings.birds) { bird in
                        Text(bird.name)
                            .onDrag { bird.provider }
                    }
                    .onInsert(of: Bird.self, into: $sightings.birds)
                }
                Text("Drop birds here")
                    .onDrop(of: Bird.self) { dropped in
                        sightings.birds.append(contentsOf: dropped)
                    }
            }
        }
    }

    /// Two lists between which birds move: a bird dropped on the other list leaves this one
    /// once it is placed there, and a drop within a list reorders it.
    struct MigratedTwoLists: View {
        @State var seen: [Bird] = [Bird(name: "Robin"), Bird(name: "Wren")]
        @State var wanted: [Bird] = [Bird(name: "Kingfisher")]

        var body: some View {
            HStack {
                List {
                    ForEach(seen) { bird in
                        Text(bird.name).onDrag { bird.provider }
                    }
                    .onInsert(of: Bird.self, into: $seen, movingFrom: [$seen, $wanted])
                }
                List {
                    ForEach(wanted) { bird in
                        Text(bird.name).onDrag { bird.provider }
                    }
                    .onInsert(of: Bird.self, into: $wanted, movingFrom: [$wanted, $seen])
                }
            }
        }
    }
}
#endif
