#if canImport(SwiftUI)
import Foundation
import ILikeToMoveIt
import SwiftUI

/// The words VoiceOver hears: by default a list speaks the language the app runs in (the
/// first of the app's localizations the package has a table for). Here the announcer is set
/// with `accessibilityMoveAnnouncer(_:)`: a table picked by language (`MoveStrings.forLanguage`)
/// among the app's own languages, the position said or not, and one sentence replaced by the
/// app's own, taken from the app's strings in the same language.
@MainActor
struct AnnouncerScreen: View {
    @State private var birds = Bird.flock
    /// A language of the app (`Bundle.main.localizations`); nil for the one the app runs in.
    @State private var language: String?
    @State private var includesPosition = false
    @State private var usesOwnSentence = false

    var body: some View {
        List {
            Section {
                Picker("Language", selection: $language) {
                    Text("The app's language").tag(String?.none)
                    ForEach(Self.appLanguages, id: \.self) { tag in
                        // Each language named in itself: "Deutsch", "English".
                        Text(verbatim: Locale(identifier: tag).localizedString(forIdentifier: tag) ?? tag)
                            .tag(String?.some(tag))
                    }
                }
                Toggle("Say the position", isOn: $includesPosition)
                Toggle("Say “It stays where it is.” when nothing moves", isOn: $usesOwnSentence)
            } header: {
                ScreenHint("With VoiceOver, move the birds below. The names of the actions and what VoiceOver says after a move follow these settings.")
            }
            Section {
                ForEach(birds) { bird in
                    Text(bird.name)
                        .accessibilityMoveable(bird, actions: [.up, .down, .up(3), .down(3), .toTop, .toBottom])
                }
            } header: {
                Text("Birds")
            }
        }
        .accessibilityMoveableList($birds, label: \.name)
        .accessibilityMoveAnnouncer(announcer)
    }

    /// The languages the app is localised in, such as "de" and "en".
    private static let appLanguages = Bundle.main.localizations.filter { $0 != "Base" }.sorted()

    /// The announcer for the settings.
    private var announcer: MoveAnnouncer {
        let language = language ?? Bundle.main.preferredLocalizations.first ?? "en"
        var strings = MoveStrings.forLanguage(language)
        if usesOwnSentence {
            // The app's sentence in the table's language, so one announcement never mixes two.
            let sentence = String(localized: "It stays where it is.", bundle: Self.bundle(for: language),
                                  comment: "Said by VoiceOver when a move action leaves a bird where it is.")
            strings = (try? strings.replacing("notMoved", with: sentence)) ?? strings
        }
        return MoveAnnouncer(strings: strings, includesPosition: includesPosition)
    }

    /// The app's strings in one of its languages: its `.lproj` folder in the app's bundle.
    private static func bundle(for language: String) -> Bundle {
        Bundle.main.path(forResource: language, ofType: "lproj").flatMap(Bundle.init(path:)) ?? .main
    }
}

struct AnnouncerScreen_Previews: PreviewProvider {
    static var previews: some View {
        ExampleNavigation { AnnouncerScreen() }
    }
}
#endif
