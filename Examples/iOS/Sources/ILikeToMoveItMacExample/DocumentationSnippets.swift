// The Swift blocks of the AppKit article (Sources/ILikeToMoveItAppKit/ILikeToMoveItAppKit.docc/
// AppKitLists.md), line for line, compiled for macOS with the Mac screen; scripts/check-doc-examples.py
// checks that each block is here. They sit in a namespace of their own, beside the example's
// `Bird`, and without the imports each block starts with (they are at the top of this file).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Foundation
import ILikeToMoveItAppKit
import SwiftUI

enum AppKitArticle {
    struct Bird: Identifiable, Hashable, Codable, Sendable {
        var id = UUID()
        var name: String
    }

    struct Shelf: Hashable, Sendable {
        var title: String
        var birds: [Bird.ID]
    }

    final class ShelvesViewController: NSViewController, NSTableViewDelegate {
        var shelves: [Shelf] = []
        var birds: [Bird.ID: Bird] = [:]
        let tableView = NSTableView()
        var dataSource: NSTableViewDiffableDataSource<String, Bird.ID>!
        var moves: AccessibilityMoveableList<Bird.ID>!

        override func loadView() {
            tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("bird")))
            tableView.delegate = self
            let scrollView = NSScrollView()
            scrollView.documentView = tableView
            view = scrollView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = NSTableViewDiffableDataSource(tableView: tableView) { [unowned self] _, _, _, id in
                NSTextField(labelWithString: birds[id]?.name ?? "")
            }
            dataSource.sectionHeaderViewProvider = { _, _, title in NSTextField(labelWithString: title) }
            moves = AccessibilityMoveableList(
                tableView: tableView, dataSource: dataSource, label: { [unowned self] id in birds[id]?.name ?? "" }
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

        func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
            guard let id = dataSource.itemIdentifier(forRow: row) else { return }
            moves.configure(rowView, for: id)
        }

        func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
            dataSource.itemIdentifier(forRow: row) != nil
        }
    }

    @MainActor
    final class BirdsGridController: NSObject, NSCollectionViewDataSource {
        var birds: [Bird] = []
        let collectionView: NSCollectionView
        lazy var moves = AccessibilityMoveableList(
            collectionView: collectionView, items: { [unowned self] in birds.map(\.id) },
            label: { [unowned self] id in birds.first { $0.id == id }?.name ?? "" }
        ) { [unowned self] source, destination in
            birds.move(fromOffsets: source, toOffset: destination)
        }

        init(collectionView: NSCollectionView) {
            self.collectionView = collectionView
            super.init()
            collectionView.register(NSCollectionViewItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("bird"))
            collectionView.dataSource = self
            moves.columns = 3
        }

        func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
            birds.count
        }

        func collectionView(
            _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
        ) -> NSCollectionViewItem {
            let item = collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("bird"), for: indexPath)
            item.view.setAccessibilityLabel(birds[indexPath.item].name)
            moves.configure(item.view, for: birds[indexPath.item].id)
            return item
        }
    }

    @MainActor
    final class BirdsTableReordering: NSObject, NSTableViewDataSource {
        var birds: [Bird] = []
        var moves: AccessibilityMoveableList<Bird.ID>?
        private var draggedRow: Int?

        func numberOfRows(in tableView: NSTableView) -> Int {
            birds.count
        }

        func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
            draggedRow = row
            return birds[row].name as NSString
        }

        func tableView(
            _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
            proposedDropOperation dropOperation: NSTableView.DropOperation
        ) -> NSDragOperation {
            dropOperation == .above && draggedRow != nil ? .move : []
        }

        func tableView(
            _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
            dropOperation: NSTableView.DropOperation
        ) -> Bool {
            guard let source = draggedRow else { return false }
            draggedRow = nil
            // AppKit counts `row` with the dragged row still in place.
            let destination = row > source ? row - 1 : row
            moves?.moveRow(at: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))
            return true
        }
    }

    @MainActor
    func sayPositions(in list: AccessibilityMoveableList<Bird.ID>) {
        list.announcer = MoveAnnouncer(strings: .english, includesPosition: true)
    }
}
#endif
