#if os(iOS)
import ILikeToMoveItUIKit
import SwiftUI
import UIKit

/// A UIKit table in edit mode: rows dragged by their reorder controls are handed to the
/// table's `AccessibilityMoveableList`, so each drag is one undoable move, announced and named
/// like the moves VoiceOver users choose from a row's actions.
@MainActor
struct UIKitTableScreen: View {
    var body: some View {
        BirdsTable()
            .safeAreaInset(edge: .top) {
                ScreenHint("A UIKit table in edit mode. Drag a bird by its handle, then undo the drag.")
                    .padding(.horizontal)
            }
            .toolbar {
                ToolbarItemGroup(placement: .undoButtons) { UndoButtons() }
            }
    }
}

/// Hosts the birds' table view controller.
private struct BirdsTable: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BirdsTableViewController {
        BirdsTableViewController()
    }

    func updateUIViewController(_ controller: BirdsTableViewController, context: Context) {}
}

/// Birds in a table view with a data source of its own, always in edit mode.
final class BirdsTableViewController: UITableViewController {
    private var birds = Bird.flock
    /// The table's moves: the rows' VoiceOver actions, and the drags handed over in
    /// `tableView(_:moveRowAt:to:)`.
    private lazy var moves = AccessibilityMoveableList(
        tableView: tableView, items: { [unowned self] in birds.map(\.id) },
        label: { [unowned self] id in birds.first { $0.id == id }?.name ?? "" }
    ) { [unowned self] source, destination in
        birds.move(fromOffsets: source, toOffset: destination)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "bird")
        tableView.isEditing = true
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

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        .none
    }

    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }

    override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        // The drag goes through the list: the model gets it in `onMove`'s shape, and it can be undone.
        moves.moveRow(at: source, to: destination)
    }
}

struct UIKitTableScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { UIKitTableScreen() }
    }
}
#endif
