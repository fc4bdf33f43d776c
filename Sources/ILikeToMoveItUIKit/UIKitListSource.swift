#if canImport(UIKit) && !os(watchOS)
@preconcurrency import UIKit
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// A diffable data source of either kind: both have these members, with these signatures.
@MainActor
protocol UIKitDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: AnyObject {
    associatedtype SectionIdentifierType: Hashable & Sendable
    associatedtype ItemIdentifierType: Hashable & Sendable

    func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool,
        completion: (() -> Void)?)
    func sectionIdentifier(for index: Int) -> SectionIdentifierType?
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?
}

extension UICollectionViewDiffableDataSource: UIKitDiffableDataSource {}
extension UITableViewDiffableDataSource: UIKitDiffableDataSource {}

extension ListSource {
    /// A diffable data source: the list reads its snapshot, and a change is written as a new
    /// snapshot in which only the sections whose items changed are rebuilt, applied with
    /// animation (without, when the view already shows the change); the app learns it
    /// through `didMove`, right after the snapshot is applied. A reordering the view made by
    /// itself is read from the sections before it (`reordered`), and its write, finding the
    /// snapshot already changed, only hands it to `didMove`.
    ///
    /// - Parameters:
    ///   - dataSource: The data source, held weakly.
    ///   - view: The view it fills, held weakly; its section count is read for the rows' actions.
    ///   - sectionName: A section's name, from its identifier.
    ///   - didMove: Tells the app the snapshot after a move.
    static func diffable<DataSource: UIKitDiffableDataSource<SectionID, ItemID>, SectionID>(
        _ dataSource: DataSource, view: any UIKitListView, sectionName: @escaping @MainActor (SectionID) -> String,
        didMove: @escaping @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void
    ) -> ListSource {
        let sectionNames = { [weak dataSource, weak view] () -> [String] in
            guard let dataSource, let view else { return [] }
            return (0..<view.numberOfSections).map { dataSource.sectionIdentifier(for: $0).map(sectionName) ?? "" }
        }
        // Writes the sections whose items changed as a new snapshot (none when the data source
        // already holds them), then hands the app the snapshot.
        let write = { [weak dataSource] (items: [[ItemID]], updates: ListUpdates) in
            guard let dataSource else { return }
            var snapshot = dataSource.snapshot()
            let sections = snapshot.sectionIdentifiers
            let changed = zip(sections, items).filter { snapshot.itemIdentifiers(inSection: $0) != $1 }
            if !changed.isEmpty {
                snapshot.deleteItems(changed.flatMap { snapshot.itemIdentifiers(inSection: $0.0) })
                for (section, ids) in changed { snapshot.appendItems(ids, toSection: section) }
                updates.begin()
                dataSource.apply(snapshot, animatingDifferences: !updates.shown) { Task { @MainActor in updates.end() } }
            }
            didMove(snapshot)
        }
        return ListSource(
            list: { [weak dataSource, weak view] label, updates in
                IdentifierList(
                    sectionNames: sectionNames,
                    items: {
                        guard let snapshot = dataSource?.snapshot() else { return [] }
                        return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
                    },
                    count: {
                        guard let view else { return 0 }
                        return (0..<view.numberOfSections).reduce(0) { $0 + view.listItemCount(inSection: $1) }
                    },
                    section: { dataSource?.indexPath(for: $0)?.section },
                    label: label,
                    write: { write($0, updates) })
            },
            place: { [weak dataSource] in dataSource?.indexPath(for: $0) },
            item: { [weak dataSource] in dataSource?.itemIdentifier(for: $0) },
            row: { RowPlace(section: $0.section, row: $0.item) },
            reordered: { before, label, updates in
                IdentifierList(sectionNames: sectionNames, items: { before }, label: label, write: { write($0, updates) })
            },
            changed: { [weak dataSource] in
                guard let snapshot = dataSource?.snapshot() else { return }
                didMove(snapshot)
            })
    }

    /// A plain data source: the list reads the app's identifiers, hands the app each move in
    /// `onMove`'s shape, and then moves the rows on screen in one batch of updates (unless the
    /// view already shows the move).
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - section: The section of the view the rows are in.
    ///   - items: The identifiers of the rows, in order, as the app has them now.
    ///   - move: Updates the app's model.
    static func plain(
        view: any UIKitListView, section: Int, items: @escaping @MainActor () -> [ItemID],
        move: @escaping @MainActor (IndexSet, Int) -> Void
    ) -> ListSource {
        ListSource(
            list: { [weak view] label, updates in
                IdentifierList(items: items, label: label) { source, destination in
                    let count = items().count
                    move(source, destination)
                    guard let view, !updates.shown else { return }
                    updates.begin()
                    view.moveListRows(
                        IndexSetMove(source: source, destination: destination).movedElements(count: count), inSection: section,
                        completion: updates.end)
                }
            },
            place: { id in items().firstIndex(of: id).map { IndexPath(row: $0, section: section) } },
            item: { indexPath in
                let ids = items()
                return indexPath.section == section && ids.indices.contains(indexPath.row) ? ids[indexPath.row] : nil
            },
            row: { $0.section == section ? RowPlace(row: $0.item) : nil })
    }
}
#endif
