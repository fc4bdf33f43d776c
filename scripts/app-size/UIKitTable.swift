// The UIKit app of scripts/app-size.sh: a table view of birds whose rows get the moves of
// ILikeToMoveItUIKit's `AccessibilityMoveableList` when compiled with -D PACKAGE (as the
// article "UIKit lists" shows), and the same table without them otherwise.
#if PACKAGE
import ILikeToMoveItUIKit
#endif
import Foundation
import UIKit

struct Bird: Identifiable, Hashable, Codable, Sendable {
    var id = UUID()
    var name: String
}

final class BirdsTableViewController: UITableViewController {
    var birds: [Bird] = [Bird(name: "Robin"), Bird(name: "Swan"), Bird(name: "Crow")]
    #if PACKAGE
    lazy var moves = AccessibilityMoveableList(
        tableView: tableView, items: { [unowned self] in birds.map(\.id) },
        label: { [unowned self] id in birds.first { $0.id == id }?.name ?? "" }
    ) { [unowned self] source, destination in
        birds.move(fromOffsets: source, toOffset: destination)
    }
    #endif

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
        #if PACKAGE
        moves.configure(cell, for: birds[indexPath.row].id)
        #endif
        return cell
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = BirdsTableViewController(style: .plain)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
