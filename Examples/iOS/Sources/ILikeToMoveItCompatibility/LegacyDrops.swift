#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

/// Drops written the way the original's README and example app write them.
struct LegacyDropList: View {
    @Binding var birds: [LegacyBird]
    @State private var isTargeted = false

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                    .onDrag { bird.provider }
            }
            .onInsert(of: LegacyBird.readableTypes) { index, providers in
                providers.reversed().loadItems(LegacyBird.self) { bird, error in
                    if let bird {
                        Task { @MainActor in
                            if !birds.contains(where: { $0.id == bird.id }) {
                                birds.insert(bird, at: index)
                            }
                        }
                    }
                }
            }
        }
        .onDrop(of: LegacyBird.readableTypes, isTargeted: $isTargeted) { providers, location in
            providers.loadItems(LegacyBird.self) { bird, error in
                if let bird {
                    birds.append(bird)
                }
            }
            return true
        }
    }
}

/// The README's drop without targeting, and the single-provider loaders.
struct LegacyDropArea: View {
    @State private var birds: [LegacyBird] = []
    @State private var lastError: String?

    var body: some View {
        Color.gray
            .onDrop(of: LegacyBird.readableTypes) { providers, location in
                providers.loadItems(LegacyBird.self) { bird, error in
                    if let bird {
                        birds.append(bird)
                    }
                }
                return true
            }
            .onDrop(of: [.plainText], isTargeted: nil) { providers in
                guard let provider = providers.first else { return false }
                LegacyBird.load(from: provider) { bird, error in
                    if let error { lastError = legacyMessage(for: error) }
                }
                provider.loadItem(LegacyBird.self) { bird, error in
                    _ = bird
                }
                provider.loadItem(LegacyBird.self, completionHandler: { bird, error in
                    _ = error
                })
                providers.loadItems(LegacyBird.self, completionHandler: { bird, error in })
                return true
            }
    }
}

/// A completion handler kept in a variable, as the original's `@Sendable` type.
func legacyStoredHandler(_ providers: [NSItemProvider]) {
    let handler: @Sendable (LegacyBird?, Error?) -> Void = { bird, error in
        _ = (bird, error)
    }
    providers.loadItems(LegacyBird.self, completionHandler: handler)
    LegacyBird.load(from: providers[0], completionHandler: handler)
}
#endif
