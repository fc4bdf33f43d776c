#if os(iOS)
import ILikeToMoveItUIKit
import UIKit

/// Birds on three shelves in a collection view list with a diffable data source, made
/// moveable with one `AccessibilityMoveableList` and one line per cell; a bird dragged by its
/// handle is one of the list's moves too.
///
/// The model is an array of shelves holding bird identities; the data source's snapshot is
/// made from it, and the accessible moves hand the model each snapshot they apply.
final class ShelvesViewController: UICollectionViewController {
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
    private var dataSource: UICollectionViewDiffableDataSource<ShelfID, Bird.ID>?
    private var moves: AccessibilityMoveableList<Bird.ID>?

    init() {
        let flock = Bird.flock
        birds = Dictionary(uniqueKeysWithValues: flock.map { ($0.id, $0) })
        shelves = [
            Shelf(id: .toWatch, birds: flock[0..<4].map(\.id)),
            Shelf(id: .seen, birds: flock[4..<7].map(\.id)),
            Shelf(id: .photographed, birds: flock[7...].map(\.id)),
        ]
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ShelvesViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Bird.ID> { [unowned self] cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = birds[id]?.name
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
            // The one line per cell: the bird's moves as VoiceOver actions.
            moves?.configure(cell, for: id, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = self.dataSource?.sectionIdentifier(for: indexPath.section)?.name
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<ShelfID, Bird.ID>(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        self.dataSource = dataSource
        // The one object per list: moves decided by the package, applied to the data source,
        // and handed back to the model.
        moves = AccessibilityMoveableList(
            collectionView: collectionView, dataSource: dataSource, sectionName: { $0.name },
            label: { [unowned self] id in birds[id]?.name ?? "" }
        ) { [unowned self] snapshot in
            shelves = snapshot.sectionIdentifiers.map { Shelf(id: $0, birds: snapshot.itemIdentifiers(inSection: $0)) }
        }
        // A bird dragged by its handle: the collection view reorders the snapshot, and the
        // list makes that one undoable move, handing the model the snapshot as for the others.
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.moves?.didReorder(transaction)
        }
        var snapshot = NSDiffableDataSourceSnapshot<ShelfID, Bird.ID>()
        for shelf in shelves {
            snapshot.appendSections([shelf.id])
            snapshot.appendItems(shelf.birds, toSection: shelf.id)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // ⌥⌘ and an arrow key move the focused bird; other keys go on as usual.
        if moves?.pressesBegan(presses) != true {
            super.pressesBegan(presses, with: event)
        }
    }
}
#endif
