// The app of scripts/app-size.sh that reorders: the README's list, with its two modifiers when
// compiled with -D PACKAGE, and the same list without them (the app that does not use the
// package) otherwise. With -D MOVES_ONLY it imports the moves alone (the product
// ILikeToMoveItMoves), otherwise ILikeToMoveIt, the moves and drag and drop.
#if PACKAGE && MOVES_ONLY
import ILikeToMoveItMoves
#elseif PACKAGE
import ILikeToMoveIt
#endif
import Foundation
import SwiftUI

struct Bird: Identifiable, Hashable, Codable, Sendable {
    var id = UUID()
    var name: String
}

struct BirdList: View {
    @State var birds: [Bird]

    var body: some View {
        List {
            ForEach(birds) { bird in
                Text(bird.name)
                #if PACKAGE
                    .accessibilityMoveable(bird)
                #endif
            }
        }
        #if PACKAGE
        .accessibilityMoveableList($birds, label: \.name)
        #endif
    }
}

@main
struct SizeApp: App {
    var body: some Scene {
        WindowGroup {
            BirdList(birds: [Bird(name: "Robin"), Bird(name: "Swan"), Bird(name: "Crow")])
        }
    }
}
