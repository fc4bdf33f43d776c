#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@preconcurrency import AppKit
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// A diffable data source of either kind, read and written through its snapshot, with its
/// way between an item and its place in the view.
@MainActor
protocol AppKitDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: AnyObject {
    associatedtype SectionIdentifierType: Hashable & Sendable
    associatedtype ItemIdentifierType: Hashable & Sendable

    func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool,
        completion: (() -> Void)?)
    /// The place of an item in the view.
    func listPlace(of item: ItemIdentifierType) -> IndexPath?
    /// The item at a place in the view.
    func listItem(at place: IndexPath) -> ItemIdentifierType?
}

extension NSTableViewDiffableDataSource: AppKitDiffableDataSource {
    func listPlace(of item: ItemIdentifierType) -> IndexPath? {
        row(forItemIdentifier: item).map { IndexPath(item: $0, section: 0) }
    }

    func listItem(at place: IndexPath) -> ItemIdentifierType? {
        place.section == 0 && place.item >= 0 ? itemIdentifier(forRow: place.item) : nil
    }
}

extension NSCollectionViewDiffableDataSource: AppKitDiffableDataSource {
    func listPlace(of item: ItemIdentifierType) -> IndexPath? {
        indexPath(for: item)
    }

    func listItem(at place: IndexPath) -> ItemIdentifierType? {
        itemIdentifier(for: place)
    }
}

extension ListSource {
    /// A diffable data source: the list reads its snapshot, and a change is written as a new
    /// snapshot in which only the sections whose items changed are rebuilt, applied with
    /// animation (without, when the view already shows the change); the app learns it
    /// through `didMove`, right after the snapshot is applied.
    ///
    /// - Parameters:
    ///   - dataSource: The data source, held weakly.
    ///   - sectionName: A section's name, from its identifier.
    ///   - didMove: Tells the app the snapshot after a move.
    static func diffable<DataSource: AppKitDiffableDataSource<SectionID, ItemID>, SectionID>(
        _ dataSource: DataSource, sectionName: @escaping @MainActor (SectionID) -> String,
        didMove: @escaping @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void
    ) -> ListSource {
        ListSource(
            list: { [weak dataSource] label, updates in
                IdentifierList(
                    sectionNames: { dataSource?.snapshot().sectionIdentifiers.map(sectionName) ?? [] },
                    items: {
                        guard let snapshot = dataSource?.snapshot() else { return [] }
                        return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
                    },
                    count: { dataSource?.snapshot().numberOfItems ?? 0 },
                    section: { id in
                        guard let snapshot = dataSource?.snapshot(), let section = snapshot.sectionIdentifier(containingItem: id)
                        else { return nil }
                        return snapshot.indexOfSection(section)
                    },
                    label: label,
                    write: { items in
                        guard let dataSource else { return }
                        var snapshot = dataSource.snapshot()
                        let sections = snapshot.sectionIdentifiers
                        let changed = zip(sections, items).filter { snapshot.itemIdentifiers(inSection: $0) != $1 }
                        snapshot.deleteItems(changed.flatMap { snapshot.itemIdentifiers(inSection: $0.0) })
                        for (section, ids) in changed { snapshot.appendItems(ids, toSection: section) }
                        updates.begin()
                        dataSource.apply(snapshot, animatingDifferences: !updates.shown) { Task { @MainActor in updates.end() } }
                        didMove(snapshot)
                    })
            },
            place: { [weak dataSource] in dataSource?.listPlace(of: $0) },
            item: { [weak dataSource] in dataSource?.listItem(at: $0) },
            row: { RowPlace(section: $0.section, row: $0.item) })
    }

    /// A plain data source: the list reads the app's identifiers, hands the app each move in
    /// `onMove`'s shape, and then moves the rows on screen (unless the view already shows the
    /// move).
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - section: The section of the view the rows are in (always 0 in a table view).
    ///   - items: The identifiers of the rows, in order, as the app has them now.
    ///   - move: Updates the app's model.
    static func plain(
        view: any AppKitListView, section: Int, items: @escaping @MainActor () -> [ItemID],
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
                        IndexSetMove(source: source, destination: destination), count: count, inSection: section,
                        completion: updates.end)
                }
            },
            place: { id in items().firstIndex(of: id).map { IndexPath(item: $0, section: section) } },
            item: { place in
                let ids = items()
                return place.section == section && ids.indices.contains(place.item) ? ids[place.item] : nil
            },
            row: { $0.section == section ? RowPlace(row: $0.item) : nil })
    }
}
#endif
