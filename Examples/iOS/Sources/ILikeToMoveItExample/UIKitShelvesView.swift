#if canImport(UIKit) && canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI
import UIKit

/// Birds on three shelves in a UIKit collection view list with a diffable data source, hosted
/// in SwiftUI. With VoiceOver, each bird offers move up, down, up or down by 3, to top, to
/// bottom and a move to each other shelf; each move is announced, undoable, and VoiceOver
/// stays on the bird. With a hardware keyboard, ⌥⌘ and an arrow key move the focused bird.
struct UIKitShelvesView: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Spacer()
                UndoButtons()
            }
            .padding(.horizontal)
            Text("A UIKit list. With VoiceOver, use the move actions on a bird, including a move to another shelf.")
                .font(.footnote)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            ShelvesController()
        }
    }
}

/// Hosts the shelves' view controller.
private struct ShelvesController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ShelvesViewController {
        ShelvesViewController()
    }

    func updateUIViewController(_ controller: ShelvesViewController, context: Context) {}
}

/// The shelves: the model is an array of shelves holding bird identities, the data source's
/// snapshot is made from it, and the accessible moves give the model each snapshot they apply.
final class ShelvesViewController: UICollectionViewController {
    private struct Shelf {
        let id: String
        var birds: [Bird.ID]
    }

    private var shelves: [Shelf]
    private let birds: [Bird.ID: Bird]
    private var dataSource: UICollectionViewDiffableDataSource<String, Bird.ID>?
    private var moves: AccessibilityMoveableList<Bird.ID>?

    init() {
        let flock = Bird.flock
        birds = Dictionary(uniqueKeysWithValues: flock.map { ($0.id, $0) })
        shelves = [
            Shelf(id: "To watch", birds: flock[0..<4].map(\.id)),
            Shelf(id: "Seen", birds: flock[4..<7].map(\.id)),
            Shelf(id: "Photographed", birds: flock[7...].map(\.id)),
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
            moves?.configure(cell, for: id, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = self.dataSource?.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Bird.ID>(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        self.dataSource = dataSource
        moves = AccessibilityMoveableList(
            collectionView: collectionView, dataSource: dataSource, label: { [unowned self] id in birds[id]?.name ?? "" }
        ) { [unowned self] snapshot in
            shelves = snapshot.sectionIdentifiers.map { Shelf(id: $0, birds: snapshot.itemIdentifiers(inSection: $0)) }
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Bird.ID>()
        for shelf in shelves {
            snapshot.appendSections([shelf.id])
            snapshot.appendItems(shelf.birds, toSection: shelf.id)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if moves?.pressesBegan(presses) != true {
            super.pressesBegan(presses, with: event)
        }
    }
}
#endif
