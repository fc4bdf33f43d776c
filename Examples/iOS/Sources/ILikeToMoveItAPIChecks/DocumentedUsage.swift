#if canImport(SwiftUI)
import ILikeToMoveIt
import ILikeToMoveItExample
import SwiftUI

// The package's documented call shapes, written as an app would write them. This target is
// only compiled (ios-build and Xcode): it fails to build when a documented use stops
// compiling.

/// Rows that keep keyboard focus for their own controls: no ⌥⌘-arrow moves, actions kept.
struct KeysOffUsage: View {
    @State var birds: [Bird] = []

    var body: some View {
        List {
            ForEach(birds) { bird in
                TextField("Name", text: .constant(bird.name))
                    .accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
        .accessibilityMoveKeys(false)
    }
}

/// Accessible moves with the default actions, chosen actions, the alias, and a label.
struct MoveUsage: View {
    @State var birds: [Bird] = []

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                    .accessibilityMoveable(bird)
            }
            ForEach(birds) { bird in
                Text(bird.name)
                    .accessibilityMoveable(bird, actions: [.up, .down])
            }
            ForEach(birds) { bird in
                Text(bird.name)
                    .iLikeToMove(bird, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
    }
}

/// Several selected items move together when one of them is acted on.
struct SelectionUsage: View {
    @State var birds: [Bird] = []
    @State var selection: Set<Bird.ID> = []

    var body: some View {
        List(selection: $selection) {
            ForEach(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name, selection: $selection)
    }
}

/// A list without labels, and a list over a collection that is not an `Array`.
struct CollectionUsage: View {
    @State var birds: [Bird] = []
    @State var flock = Flock()

    var body: some View {
        VStack {
            List(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
            .accessibilityMoveableList($birds)

            List {
                ForEach(Array(flock)) { bird in
                    Text(bird.name).accessibilityMoveable(bird)
                }
            }
            .accessibilityMoveableList($flock, label: \.name)
            .accessibilityMoveAnnouncer(MoveAnnouncer(strings: .forLanguage("ja"), includesPosition: true))
        }
    }
}

/// Drag with `provider`, drop with the item providers loaded in order, in the shapes of the
/// seeds' README.
struct ProviderUsage: View {
    @State var birds: [Bird] = []

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                    .onDrag { bird.provider }
            }
            .onInsert(of: Bird.readableTypes) { index, providers in
                var inserted = 0
                providers.loadItems(Bird.self) { bird, error in
                    if let bird {
                        birds.insert(bird, at: min(index + inserted, birds.count))
                        inserted += 1
                    }
                }
            }
            // The async form on the providers a drop hands over, which stay on the main actor.
            Text("Drop birds here")
                .onDrop(of: Bird.readableTypes, isTargeted: nil) { providers in
                    Task {
                        let outcomes = await providers.loadItemResults(Bird.self)
                        birds += outcomes.compactMap { try? $0.get() }
                    }
                    return true
                }
        }
        .onDrop(of: Bird.readableTypes) { providers, location in
            providers.loadItems(Bird.self) { bird, error in
                if let bird { birds.append(bird) }
            }
            return true
        }
        .task {
            let providers = birds.map(\.provider)
            let outcomes = await providers.loadItemResults(Bird.self)
            let loaded = outcomes.compactMap { try? $0.get() }
            _ = loaded
        }
    }
}

/// New windows from a drag.
struct ActivityUsage: View {
    @State var bird: Bird?

    var body: some View {
        Text(bird?.name ?? "")
            .onContinueUserActivity(Bird.self) { bird in
                self.bird = bird
            }
            .onAppear {
                let activity = Bird(name: "Robin").userActivity
                _ = activity.flatMap(Bird.init(activity:))
            }
    }
}

/// The typed drop destinations, including several types on one destination.
struct DropUsage: View {
    enum Dropped: Sendable {
        case bird(Bird)
        case text(Note)
    }

    static let acceptor = DropAcceptor<Dropped>(
        .accept(Bird.self, as: Dropped.bird),
        .accept(Note.self, as: Dropped.text)
    )

    @State var birds: [Bird] = []
    @State var others: [Bird] = []
    @State var dropped: [Dropped] = []

    var body: some View {
        VStack {
            List {
                ForEach(birds) { Text($0.name) }
                    .onInsert(of: Bird.self, into: $birds, movingFrom: [$others]) { outcome in
                        _ = outcome.inserted
                    }
            }
            Text("Drop")
                .onDrop(of: Bird.self) { birds in self.birds += birds }
                .onDrop(of: Bird.self, into: $birds, at: .start)
                .onDrop(accepting: Self.acceptor) { dropped += $0 }
            List {
                ForEach(Array(dropped.indices), id: \.self) { Text("\($0)") }
                    .onInsert(accepting: Self.acceptor) { index, items in
                        dropped.insert(contentsOf: items, at: min(index, dropped.count))
                    }
            }
        }
    }
}

/// A second droppable type: plain text only.
/// The `Transferable` drop forms: on a `ForEach` the `DynamicViewContent` form is chosen (it
/// stays dynamic content, so `onDelete` still applies), on another view the anchored one; a
/// copy without sources, a completion, a target and `isTargeted`.
@available(iOS 16, macOS 13, *)
struct TransferableDropUsage: View {
    @State var birds: [Bird] = []
    @State var others: [Bird] = []
    @State var isTargeted = false

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name).draggable(bird)
            }
            .dropDestination(for: Bird.self, into: $birds, movingFrom: [$birds, $others])
            .onDelete { birds.remove(atOffsets: $0) }
            ForEach(others) { bird in
                Text(bird.name)
            }
            .dropDestination(for: Bird.self, into: $others) { outcome in
                print(outcome.inserted.count, outcome.skipped.count)
            }
            Text("Drop here")
                .dropDestination(for: Bird.self, into: $birds, at: .start, movingFrom: [$others], label: \.name,
                                 isTargeted: { isTargeted = $0 }) { outcome in
                    print(outcome.removedFromSource)
                }
        }
    }
}

struct Note: Codable, Sendable, Providable {
    static let writableTypes: [UTType] = [.utf8PlainText]
    var text: String

    func data(type: UTType) throws -> Data? { Data(text.utf8) }
    init?(type: UTType, data: Data) throws { text = String(decoding: data, as: UTF8.self) }
}

/// A list type that is not an `Array`, as `IdentifiedArray` is not.
struct Flock: MutableCollection, RangeReplaceableCollection {
    private var birds: [Bird] = []

    init() {}
    var startIndex: Int { birds.startIndex }
    var endIndex: Int { birds.endIndex }
    func index(after i: Int) -> Int { birds.index(after: i) }
    subscript(position: Int) -> Bird {
        get { birds[position] }
        set { birds[position] = newValue }
    }
    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Bird {
        birds.replaceSubrange(subrange, with: newElements)
    }
}
#endif
