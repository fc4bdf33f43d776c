#if canImport(SwiftUI)
import ILikeToMoveIt
import SwiftUI

struct LegacyDetailView: View {
    @State private var bird: LegacyBird? = nil

    var body: some View {
        Text(bird?.name ?? "")
            .onContinueUserActivity(LegacyBird.self) { bird in
                guard let bird else { return }
                self.bird = bird
            }
    }
}

struct LegacyOptionalDetailView: View {
    @State private var bird: LegacyBird?

    var body: some View {
        Text(bird?.name ?? "")
            .onContinueUserActivity(LegacyBird.self) { bird in
                self.bird = bird
            }
    }
}

/// The scenes of the original's example app (not `@main`: this target only compiles).
struct LegacyScenes: Scene {
    var body: some Scene {
        WindowGroup {
            LegacyNameList()
        }

        WindowGroup {
            LegacyDetailView()
        }
        .handlesExternalEvents(matching: [LegacyBird.activityType])
    }
}
#endif
