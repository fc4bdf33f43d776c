#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ILikeToMoveItAppKit
import ILikeToMoveItExample

/// The Mac screen: birds on three shelves in an `NSTableView` with a diffable data source,
/// made moveable with one `AccessibilityMoveableList` and one line per row.
///
/// With VoiceOver, each bird's row offers move up, down, up or down by 3, to top, to bottom
/// and a move to each other shelf in its Actions menu (⌃⌥⌘Space); each move is announced, can
/// be undone from the Edit menu ("Undo Move Robin"), and the moved bird stays selected. With
/// the table focused, ⌥⌘ and an arrow key move the selected bird, ⌥⌘⇧ to the edge.
///
/// The model is an array of shelves holding bird identities; the data source's snapshot is
/// made from it, and the accessible moves hand the model each snapshot they apply.
@MainActor
public final class ShelvesTableViewController: NSViewController, NSTableViewDelegate {
    /// A shelf: a stable identity (the data source's section identifier) and its birds.
    private struct Shelf {
        let id: ShelfID
        var birds: [Bird.ID]
    }

    /// The shelves' identities; their names are the app's localized strings.
    private enum ShelfID: String, Hashable, Sendable {
        case toWatch, seen, photographed

        var name: String {
            switch self {
            case .toWatch: String(localized: "To watch")
            case .seen: String(localized: "Seen")
            case .photographed: String(localized: "Photographed")
            }
        }
    }

    private var shelves: [Shelf]
    private let birds: [Bird.ID: Bird]
    private let tableView = NSTableView()
    private var dataSource: NSTableViewDiffableDataSource<ShelfID, Bird.ID>?
    private var moves: AccessibilityMoveableList<Bird.ID>?

    public init() {
        let flock = Bird.flock
        birds = Dictionary(uniqueKeysWithValues: flock.map { ($0.id, $0) })
        shelves = [
            Shelf(id: .toWatch, birds: flock[0..<4].map(\.id)),
            Shelf(id: .seen, birds: flock[4..<7].map(\.id)),
            Shelf(id: .photographed, birds: flock[7...].map(\.id)),
        ]
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ShelvesTableViewController is made in code")
    }

    override public func loadView() {
        let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier("bird"))
        column.title = String(localized: "Birds")
        tableView.addTableColumn(column)
        tableView.headerView = nil
        tableView.style = .inset
        tableView.delegate = self
        let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.documentView = tableView
        scrollView.hasVerticalScroller = true
        view = scrollView
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        let dataSource = NSTableViewDiffableDataSource<ShelfID, Bird.ID>(tableView: tableView) { [unowned self] _, _, _, id in
            NSTextField(labelWithString: birds[id]?.name ?? "")
        }
        dataSource.sectionHeaderViewProvider = { _, _, shelf in
            let header = NSTextField(labelWithString: shelf.name)
            header.font = .boldSystemFont(ofSize: NSFont.systemFontSize)
            return header
        }
        self.dataSource = dataSource
        // The one object per list: moves decided by the package, applied to the data source,
        // and handed back to the model.
        moves = AccessibilityMoveableList(
            tableView: tableView, dataSource: dataSource, sectionName: { $0.name },
            label: { [unowned self] id in birds[id]?.name ?? "" }
        ) { [unowned self] snapshot in
            shelves = snapshot.sectionIdentifiers.map { Shelf(id: $0, birds: snapshot.itemIdentifiers(inSection: $0)) }
        }
        var snapshot = NSDiffableDataSourceSnapshot<ShelfID, Bird.ID>()
        for shelf in shelves {
            snapshot.appendSections([shelf.id])
            snapshot.appendItems(shelf.birds, toSection: shelf.id)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// VoiceOver moves through a table by rows: each bird's row view gets its moves.
    public func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        // The one line per row: the bird's moves as VoiceOver actions.
        guard let id = dataSource?.itemIdentifier(forRow: row) else { return }
        moves?.configure(rowView, for: id, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
    }

    /// Section headers are rows too, and are not selected.
    public func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
        dataSource?.itemIdentifier(forRow: row) != nil
    }
}
#endif
