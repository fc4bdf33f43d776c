#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import ILikeToMoveItExample
import SwiftUI
import UniformTypeIdentifiers

// The SwiftUI examples of the documentation (README.md and the articles of
// Sources/ILikeToMoveIt/ILikeToMoveIt.docc), copied here unchanged so that ios-build
// compiles them; scripts/check-doc-examples.py fails when an example and its copy differ.
// `Bird` is the example app's bird, which is Providable and UserActivityProvidable.

// MARK: Getting started with accessible moves

struct BirdList: View {
    @State var birds: [Bird]

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                    .accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
    }
}

/// The call shapes the text names: chosen actions, the alias, and a selection.
struct BirdListVariants: View {
    @State var birds: [Bird]
    @State var selection: Set<Bird.ID> = []

    var body: some View {
        List(selection: $selection) {
            ForEach(birds) { bird in
                Text(bird.name)
                    .accessibilityMoveable(bird, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
                    .iLikeToMove(bird, actions: [.up, .down])
            }
        }
        .accessibilityMoveableList($birds, label: \.name, selection: $selection)
    }
}

// MARK: Drag and drop of custom types; declaring your types in Info.plist

extension UTType {
    static let bird = UTType(exportedAs: "com.example.bird", conformingTo: .data)
}

struct Aviary: View {
    @State var birds: [Bird]

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                    .onDrag { bird.provider }
            }
        }
        .onDrop(of: Bird.readableTypes, isTargeted: nil) { providers in
            providers.loadItems(Bird.self) { bird, error in
                if let bird {
                    birds.append(bird)
                }
            }
            return true
        }
    }
}

extension UTType {
    static let feather = UTType(exportedAs: "com.example.feather", conformingTo: .data)
}

struct Feather: Hashable, Codable, Sendable, RepresentedProvidable {
    var colour: String

    static var representations: [Representation] {
        Representation.codable(contentType: .feather)
        Representation.plainText(exporting: \.colour)
    }
}

@available(iOS 16, macOS 13, *)
extension Feather: Transferable {}

struct FeatherChip: View {
    let feather: Feather

    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            Text(feather.colour).draggable(feather)
        } else {
            Text(feather.colour).onDrag { feather.provider }
        }
    }
}

// MARK: Several types on one destination

enum Dropped: Sendable, Equatable {
    case bird(Bird)
    case feather(Feather)
}

struct Board: View {
    static let acceptor = DropAcceptor<Dropped>(
        .accept(Feather.self, as: Dropped.feather),
        .accept(Bird.self, as: Dropped.bird)
    )

    @State var pinned: [Dropped] = []

    var body: some View {
        Text("Drop birds or feathers here")
            .onDrop(accepting: Self.acceptor) { dropped in
                pinned += dropped
            }
    }
}

// MARK: Moving between lists

struct TwoLists: View {
    @State var left: [Bird]
    @State var right: [Bird]

    var body: some View {
        HStack {
            List {
                ForEach(left) { bird in
                    Text(bird.name).onDrag { bird.provider }
                }
                .onInsert(of: Bird.self, into: $left, movingFrom: [$right])
            }
            List {
                ForEach(right) { bird in
                    Text(bird.name).onDrag { bird.provider }
                }
                .onInsert(of: Bird.self, into: $right, movingFrom: [$left])
            }
        }
    }
}

/// The drop target the text names for an empty list.
struct EmptyListDrop: View {
    @State var left: [Bird]
    @State var right: [Bird]

    var body: some View {
        Text("No birds yet")
            .onDrop(of: Bird.self, into: $right, at: .start, movingFrom: [$left])
    }
}

/// Reading what a drop did, from its outcome.
struct Favourites: View {
    @State var birds: [Bird]
    @State var favourites: [Bird]
    @State var status = ""

    var body: some View {
        List {
            ForEach(favourites) { bird in
                Text(bird.name).onDrag { bird.provider }
            }
            .onInsert(of: Bird.self, into: $favourites, movingFrom: [$birds]) { outcome in
                status = "\(outcome.inserted.count) added, \(outcome.skipped.count) already there"
                if !outcome.failures.isEmpty {
                    status += ", \(outcome.failures.count) could not be read"
                }
            }
        }
    }
}

@available(iOS 16, macOS 13, *)
struct TransferableLists: View {
    @State var birds: [Bird]
    @State var favourites: [Bird]

    var body: some View {
        List {
            Section("Birds") {
                ForEach(birds) { bird in
                    Text(bird.name).draggable(bird)
                }
                .dropDestination(for: Bird.self, into: $birds, movingFrom: [$birds, $favourites], label: \.name)
            }
            Section("Favourites") {
                ForEach(favourites) { bird in
                    Text(bird.name).draggable(bird)
                }
                .dropDestination(for: Bird.self, into: $favourites, movingFrom: [$favourites, $birds], label: \.name)
                if favourites.isEmpty {
                    Text("Drop birds here")
                        .dropDestination(for: Bird.self, into: $favourites, movingFrom: [$birds], label: \.name)
                }
            }
        }
    }
}

// MARK: User activities and new windows

/// What a bird's activity carries.
func activityRoundTrip() {
    let robin = Bird(name: "Robin")
    let activity = robin.userActivity
    // activity?.activityType == Bird.activityType
    // activity?.targetContentIdentifier == "\(Bird.activityType)/\(robin.id)"
    let back = activity.flatMap(Bird.init(activity:))
    // back == robin
    _ = back
}

struct BirdsApp: App {
    var body: some Scene {
        WindowGroup {
            Aviary(birds: [])
        }
        WindowGroup {
            BirdDetailView()
        }
        .handlesExternalEvents(matching: [Bird.activityType])
    }
}

struct BirdDetailView: View {
    @State var bird: Bird?

    var body: some View {
        Text(bird?.name ?? "No bird")
            .onContinueUserActivity(Bird.self) { bird in
                guard let bird else { return }   // nil: an item this version cannot read
                self.bird = bird
            }
    }
}

/// ReorderingGridsAndStacks.md: a grid of moveable cells.
enum ReorderingGridsSnippets {
struct BirdGrid: View {
    @State var birds: [Bird]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
            ForEach(birds) { bird in
                Text(bird.name)
                    .accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableGrid($birds, columns: 3, label: \.name)
    }
}

struct BirdBoard: View {
    @State var birds: [Bird]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .accessibilityMoveable(bird)
                }
            }
            .accessibilityMoveableGrid($birds, columns: 3, label: \.name)
            .accessibilityMoveDragging()
        }
    }
}

/// The other containers that `accessibilityMoveDragging(_:)` names: a stack, and a grid in a
/// scroll view that turns dragging on for everything inside it.
struct BirdStacks: View {
    @State var birds: [Bird]
    @State var dragging = true

    var body: some View {
        HStack {
            ForEach(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
        .accessibilityMoveDragging()
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(), GridItem()]) {
                ForEach(birds) { bird in
                    Text(bird.name).accessibilityMoveable(bird)
                }
            }
            .accessibilityMoveableGrid($birds, rows: 2, label: \.name)
        }
        .accessibilityMoveDragging(dragging)
    }
}
}
#endif
