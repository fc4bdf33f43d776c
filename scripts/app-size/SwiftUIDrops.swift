// The app of scripts/app-size.sh that reorders and drags and drops: the README's list with its
// two modifiers, and its two lists whose rows hand out a `RepresentedProvidable` bird and take
// drops with `onInsert(of:into:movingFrom:)`, when compiled with -D PACKAGE; otherwise the same
// three lists without the package.
#if PACKAGE
import ILikeToMoveIt
#endif
import Foundation
import SwiftUI
import UniformTypeIdentifiers

struct Bird: Identifiable, Hashable, Codable, Sendable {
    var id = UUID()
    var name: String
}

#if PACKAGE
extension UTType {
    static let bird = UTType(exportedAs: "com.example.bird", conformingTo: .data)
}

extension Bird: RepresentedProvidable {
    static var representations: [Provided] {
        [
            .codable(contentType: .bird),
            .plainText(exporting: \.name, importing: { Bird(name: $0) }),
        ]
    }
}
#endif

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

struct TwoLists: View {
    @State var left: [Bird]
    @State var right: [Bird]

    var body: some View {
        HStack {
            List {
                ForEach(left) { bird in
                    Text(bird.name)
                    #if PACKAGE
                        .onDrag { bird.provider }
                    #endif
                }
                #if PACKAGE
                .onInsert(of: Bird.self, into: $left, movingFrom: [$right])
                #endif
            }
            List {
                ForEach(right) { bird in
                    Text(bird.name)
                    #if PACKAGE
                        .onDrag { bird.provider }
                    #endif
                }
                #if PACKAGE
                .onInsert(of: Bird.self, into: $right, movingFrom: [$left])
                #endif
            }
        }
    }
}

@main
struct SizeApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                BirdList(birds: [Bird(name: "Robin"), Bird(name: "Swan")])
                TwoLists(left: [Bird(name: "Crow")], right: [Bird(name: "Wren")])
            }
        }
    }
}
