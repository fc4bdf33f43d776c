#if canImport(SwiftUI)
import Combine
import Foundation
import ILikeToMoveIt
import ILikeToMoveItExample
import ILikeToMoveItUIKit
import SwiftUI
import UniformTypeIdentifiers
#if canImport(UIKit)
import UIKit
#endif

// The SwiftUI and UIKit examples of the articles of Sources/ILikeToMoveIt/ILikeToMoveIt.docc,
// copied here unchanged so that ios-build compiles them with the example app;
// scripts/check-doc-examples.py fails when an example and its copy differ.
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

/// The list's own drags in edit mode, through the moveable list.
#if os(iOS)
struct EditableBirdList: View {
    @State var birds: [Bird]

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
            .accessibilityMoveableOnMove()
        }
        .accessibilityMoveableList($birds, label: \.name)
        .toolbar { EditButton() }
    }
}
#endif

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

struct BirdShelf: Identifiable {
    var id: String { title }
    var title: String
    var birds: [Bird]
}

struct BirdShelves: View {
    @State var shelves: [BirdShelf]

    var body: some View {
        List {
            ForEach(shelves) { shelf in
                Section(shelf.title) {
                    ForEach(shelf.birds) { bird in
                        Text(bird.name)
                            .accessibilityMoveable(bird)
                    }
                }
            }
        }
        .accessibilityMoveableSections($shelves, items: \.birds, name: \.title, label: \.name)
    }
}

enum Status: String, CaseIterable, Identifiable {
    case toDo = "To do", doing = "Doing", done = "Done"

    var id: Self { self }
    var title: String { rawValue }
}

struct Todo: Identifiable {
    var id = UUID()
    var title: String
    var status: Status
}

struct TodoBoard: View {
    @State var todos: [Todo]

    var body: some View {
        List {
            ForEach(Status.allCases) { status in
                Section(status.title) {
                    ForEach(todos.filter { $0.status == status }) { todo in
                        Text(todo.title)
                            .accessibilityMoveable(todo)
                    }
                }
            }
        }
        .accessibilityMoveableSections($todos, by: \.status, in: Status.allCases, name: \.title, label: \.title)
    }
}

// MARK: Drag and drop of custom types; declaring your types in Info.plist

extension UTType {
    static let bird = UTType(exportedAs: "com.example.bird", conformingTo: .data)
}

extension UTType {
    static let feather = UTType(exportedAs: "com.example.feather", conformingTo: .data)
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

struct Feather: Hashable, Codable, Sendable, RepresentedProvidable {
    var colour: String

    static var representations: [Provided] {
        [
            .codable(contentType: .feather),
            .plainText(exporting: \.colour),
        ]
    }
}

struct BirdChip: View {
    let bird: Bird

    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            Text(bird.name).draggable(bird)
        } else {
            Text(bird.name).onDrag { bird.provider }
        }
    }
}

@available(iOS 16, macOS 13, *)
extension Feather: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        providableTransferRepresentation
        DataRepresentation(exportedContentType: .json) { feather in
            try JSONEncoder().encode(feather)
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
                .onInsert(of: Bird.self, into: $left, movingFrom: [$left, $right])
            }
            List {
                ForEach(right) { bird in
                    Text(bird.name).onDrag { bird.provider }
                }
                .onInsert(of: Bird.self, into: $right, movingFrom: [$left, $right])
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

/// The views of "User activities and new windows" (its `Aviary` is not the drag article's).
enum UserActivitiesSnippets {
struct BirdsApp: App {
    var body: some Scene {
        WindowGroup {
            Aviary()
        }
        WindowGroup {
            BirdDetailView()
        }
        .handlesExternalEvents(matching: [Bird.activityType])
    }
}

struct Aviary: View {
    @State var birds = [Bird(name: "Robin"), Bird(name: "Wren")]

    var body: some View {
        List(birds) { bird in
            Text(bird.name).onDrag { bird.provider }
        }
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

/// "Scrolling, handles and haptics": dragging on the scroll view itself, with its proxy, and
/// a handle in each row.
struct ScrollingBirdList: View {
    @State var birds: [Bird]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack {
                    ForEach(birds) { bird in
                        HStack {
                            Text(bird.name)
                            Spacer()
                            Image(systemName: "line.3.horizontal")
                                .accessibilityMoveHandle()
                        }
                        .accessibilityMoveable(bird)
                    }
                }
                .accessibilityMoveableList($birds, label: \.name)
            }
            .accessibilityMoveDragging()
            .accessibilityMoveScrolling(proxy)
        }
    }
}
}

// MARK: Migrating from DragAndDrop
// (`Bird` here is the migrated bird of MigratedFromDragAndDrop.swift, not the example app's;
// the article's `UTType.bird` is the declaration near the top of this file.)

enum MigrationFromDragAndDropSnippets {
    typealias Bird = MigratedFromDragAndDrop.Bird

    struct Sightings: View {
        @State var birds: [Bird]

        var body: some View {
            VStack {
                List {
                    ForEach(birds) { bird in
                        Text(bird.name).onDrag { bird.provider }
                    }
                    .onInsert(of: Bird.self, into: $birds)
                }
                Text("Drop birds here")
                    .onDrop(of: Bird.self) { dropped in
                        birds.append(contentsOf: dropped)
                    }
            }
        }
    }

    struct BirdRow: View {
        let bird: Bird

        var body: some View {
            Text(bird.name)
                .onDrag { bird.provider }
        }
    }

    /// The store of "Load by hand".
    @MainActor
    final class BirdStore: ObservableObject {
        @Published var birds: [Bird] = []
        @Published var problem: String?

        func add(from provider: NSItemProvider) {
            Bird.load(from: provider) { bird, error in
                if let bird {
                    self.birds.append(bird)
                }
            }
        }

        func add(awaiting provider: NSItemProvider) async throws {
            let bird = try await provider.loadItem(Bird.self)
            birds.append(bird)
        }

        func add(from providers: [NSItemProvider]) {
            providers.loadItems(Bird.self) { bird, error in
                if let bird {
                    self.birds.append(bird)
                } else if let error {
                    self.problem = error.localizedDescription
                }
            }
        }
    }
}

// MARK: Lists in models

#if canImport(CoreData)
import CoreData

@objc(Chore)
final class Chore: NSManagedObject, Identifiable {
    @NSManaged var title: String
    @NSManaged var order: Int64
}

@MainActor
struct ChoreList: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "order", ascending: true)])
    private var chores: FetchedResults<Chore>

    var body: some View {
        List {
            ForEach(chores) { chore in
                Text(chore.title).accessibilityMoveable(chore)
            }
            .onMove(perform: move)
        }
        .accessibilityMoveableList(chores, id: \.id, label: \.title, perform: move)
    }

    private func move(_ source: IndexSet, _ destination: Int) {
        let ordered = chores.sorted { $0.order < $1.order }
        for (offset, key) in ordered.map(\.order).sortKeyUpdates(movingOffsets: source, toOffset: destination) {
            ordered[offset].order = key
        }
        try? context.save()
    }
}
#endif

@MainActor
final class BirdStore: ObservableObject {
    @Published var birds: [Bird] = []
}

struct BirdStoreList: View {
    @ObservedObject var store: BirdStore

    var body: some View {
        List {
            ForEach(store.birds) { bird in
                Text(bird.name).accessibilityMoveable(bird)
            }
        }
        .accessibilityMoveableList(store.birds, id: \.id, label: \.name) { source, destination in
            store.birds.move(fromOffsets: source, toOffset: destination)
        }
    }
}

enum Stage: Int, CaseIterable, Hashable, Sendable {
    case toDo, doing, done

    var title: String {
        switch self {
        case .toDo: "To do"
        case .doing: "Doing"
        case .done: "Done"
        }
    }
}

struct Job: Identifiable, Hashable, Sendable {
    var id = UUID()
    var title: String
    var stage: Stage
}

@MainActor
final class JobStore: ObservableObject {
    @Published var jobs: [Job] = []

    func move(fromOffsets source: IndexSet, toOffset destination: Int, stage: Stage) {
        for offset in source { jobs[offset].stage = stage }
        jobs.move(fromOffsets: source, toOffset: destination)
    }
}

struct JobBoard: View {
    @ObservedObject var store: JobStore

    var body: some View {
        List {
            ForEach(Stage.allCases, id: \.self) { stage in
                Section(stage.title) {
                    ForEach(store.jobs.filter { $0.stage == stage }) { job in
                        Text(job.title).accessibilityMoveable(job)
                    }
                }
            }
        }
        .accessibilityMoveableSections(store.jobs, id: \.id, by: \.stage, in: Stage.allCases,
                                       name: \.title, label: \.title) { source, destination, stage in
            store.move(fromOffsets: source, toOffset: destination, stage: stage)
        }
    }
}

/// The grid forms of the same modifier.
struct BirdStoreGrids: View {
    @ObservedObject var store: BirdStore

    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(store.birds) { bird in
                    Text(bird.name).accessibilityMoveable(bird)
                }
            }
            .accessibilityMoveableGrid(store.birds, id: \.id, columns: 2, label: \.name) { source, destination in
                store.birds.move(fromOffsets: source, toOffset: destination)
            }
            LazyHGrid(rows: [GridItem(), GridItem()]) {
                ForEach(store.birds) { bird in
                    Text(bird.name).accessibilityMoveable(bird)
                }
            }
            .accessibilityMoveableGrid(store.birds, id: \.id, rows: 2) { source, destination in
                store.birds.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}

// MARK: UIKit lists

#if canImport(UIKit)
struct Shelf: Hashable, Sendable {
    var title: String
    var birds: [Bird.ID]
}

final class ShelvesViewController: UICollectionViewController {
    var shelves: [Shelf] = []
    var birds: [Bird.ID: Bird] = [:]
    var dataSource: UICollectionViewDiffableDataSource<String, Bird.ID>!
    var moves: AccessibilityMoveableList<Bird.ID>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Bird.ID> { [unowned self] cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = birds[id]?.name
            cell.contentConfiguration = content
            moves.configure(cell, for: id)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
        }
        moves = AccessibilityMoveableList(
            collectionView: collectionView, dataSource: dataSource, label: { [unowned self] id in birds[id]?.name ?? "" }
        ) { [unowned self] snapshot in
            shelves = snapshot.sectionIdentifiers.map { Shelf(title: $0, birds: snapshot.itemIdentifiers(inSection: $0)) }
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Bird.ID>()
        for shelf in shelves {
            snapshot.appendSections([shelf.title])
            snapshot.appendItems(shelf.birds, toSection: shelf.title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !moves.pressesBegan(presses) {
            super.pressesBegan(presses, with: event)
        }
    }
}

final class BirdsTableViewController: UITableViewController {
    var birds: [Bird] = []
    lazy var moves = AccessibilityMoveableList(
        tableView: tableView, items: { [unowned self] in birds.map(\.id) },
        label: { [unowned self] id in birds.first { $0.id == id }?.name ?? "" }
    ) { [unowned self] source, destination in
        birds.move(fromOffsets: source, toOffset: destination)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "bird")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        birds.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bird", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = birds[indexPath.row].name
        cell.contentConfiguration = content
        moves.configure(cell, for: birds[indexPath.row].id)
        return cell
    }
}

final class ReorderingDataSource: UITableViewDiffableDataSource<String, Bird.ID> {
    weak var moves: AccessibilityMoveableList<Bird.ID>?

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        moves?.moveRow(at: source, to: destination)
    }
}

@MainActor
func reorderItems(of dataSource: UICollectionViewDiffableDataSource<String, Bird.ID>, with moves: AccessibilityMoveableList<Bird.ID>) {
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [weak moves] transaction in
        moves?.didReorder(transaction)
    }
}

/// The other call shapes the article and the reference show.
@MainActor
func uikitListShapes(
    collectionView: UICollectionView, tableView: UITableView, birds: [Bird],
    tableDataSource: UITableViewDiffableDataSource<String, Bird.ID>,
    gridDataSource: UICollectionViewDiffableDataSource<Int, Bird.ID>
) -> [AccessibilityMoveableList<Bird.ID>] {
    var birds = birds
    let grid = AccessibilityMoveableList(collectionView: collectionView, dataSource: gridDataSource) { snapshot in
        birds = snapshot.itemIdentifiers.compactMap { id in birds.first { $0.id == id } }
    }
    grid.columns = 3
    grid.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
    let table = AccessibilityMoveableList(tableView: tableView, dataSource: tableDataSource) { snapshot in
        birds = snapshot.itemIdentifiers.compactMap { id in birds.first { $0.id == id } }
    }
    let plain = AccessibilityMoveableList(
        collectionView: collectionView, section: 0, items: { birds.map(\.id) }
    ) { source, destination in
        birds.move(fromOffsets: source, toOffset: destination)
    }
    let cell = UICollectionViewListCell()
    grid.configure(cell, for: birds[0].id, actions: [.up, .down, .up(5), .down(5), .toTop, .toBottom])
    return [grid, table, plain]
}

@MainActor
func useThreeColumns(in grid: AccessibilityMoveableList<Bird.ID>) {
    grid.columns = 3
}

@MainActor
func sayPositions(in list: AccessibilityMoveableList<Bird.ID>) {
    list.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
}

@MainActor
func acceptDrops(on tableView: UITableView, delegate: any UITableViewDropDelegate) {
    tableView.dropDelegate = delegate
    tableView.accessibilityLabel = "Groceries"
}
#endif
#endif
