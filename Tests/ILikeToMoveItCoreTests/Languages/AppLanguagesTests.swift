import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The language the package speaks in an app: the app's UI language, or the device's when the
/// app allows mixed localizations.
@Suite struct AppLanguagesTests {
    static let shipped = ["de", "en", "es", "es-419", "fr", "ja", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"]

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let languages: AppLanguages
        let table: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "an app localized only in English on a German device",
             languages: AppLanguages(uiLocalizations: ["en"], deviceLanguages: ["de-DE"]), table: "en"),
        Case(name: "an app localized in German and English on a German device",
             languages: AppLanguages(uiLocalizations: ["de", "en"], deviceLanguages: ["de-DE", "en-US"]), table: "de"),
        Case(name: "an app in English that allows mixed localizations on a German device",
             languages: AppLanguages(uiLocalizations: ["en"], allowsMixedLocalizations: true, deviceLanguages: ["de-DE", "en-US"]),
             table: "de"),
        Case(name: "mixed localizations: the first device language with a table",
             languages: AppLanguages(uiLocalizations: ["en"], allowsMixedLocalizations: true, deviceLanguages: ["sw", "pt-PT", "de"]),
             table: "pt-PT"),
        Case(name: "mixed localizations, no device language with a table",
             languages: AppLanguages(uiLocalizations: ["de"], allowsMixedLocalizations: true, deviceLanguages: ["sw", "sr-Latn"]),
             table: "en"),
        Case(name: "an app in Swahili, which has no table, then German",
             languages: AppLanguages(uiLocalizations: ["sw", "de"], deviceLanguages: ["sw-KE", "de-DE"]), table: "de"),
        Case(name: "an app in Serbian (Latin) only",
             languages: AppLanguages(uiLocalizations: ["sr-Latn"], deviceLanguages: ["sr-Latn-RS"]), table: "en"),
        Case(name: "an app in an unknown language",
             languages: AppLanguages(uiLocalizations: ["xx"], deviceLanguages: ["de"]), table: "en"),
        Case(name: "an app whose only localization is Base",
             languages: AppLanguages(uiLocalizations: ["Base"], deviceLanguages: ["ja-JP"]), table: "en"),
        Case(name: "an app in Mexican Spanish",
             languages: AppLanguages(uiLocalizations: ["es-MX"], deviceLanguages: ["es-MX"]), table: "es-419"),
        Case(name: "an app in Traditional Chinese on a Hong Kong device",
             languages: AppLanguages(uiLocalizations: ["zh-Hant"], deviceLanguages: ["zh-Hant-HK"]), table: "zh-Hant"),
        Case(name: "an app with an old English.lproj",
             languages: AppLanguages(uiLocalizations: ["English"], deviceLanguages: ["fr-FR"]), table: "en"),
        Case(name: "a process without localizations speaks the device's language",
             languages: AppLanguages(uiLocalizations: [], deviceLanguages: ["ja-JP"]), table: "ja"),
        Case(name: "nothing at all", languages: AppLanguages(uiLocalizations: []), table: "en"),
    ]

    @Test(arguments: cases)
    func theAppsLanguageDecides(_ example: Case) {
        #expect(example.languages.table(among: Self.shipped) == example.table)
    }

    /// The Info.plist's `CFBundleAllowMixedLocalizations` as property lists write it.
    @Test func mixedLocalizationsAreAllowedByAYes() {
        let yes: [Any?] = [true, 1, "YES", "yes", "true", "1", NSNumber(value: true)]
        let no: [Any?] = [nil, false, 0, "NO", "", "false", NSNumber(value: false), [true]]
        #expect(yes.allSatisfy(AppLanguages.isTrue))
        #expect(!no.contains(where: AppLanguages.isTrue))
    }

    /// The running process's languages, as Foundation gives them, feed the same rule.
    @Test func theRunningAppIsReadFromFoundation() {
        let current = AppLanguages.current()
        #expect(current.uiLocalizations == Bundle.main.preferredLocalizations)
        #expect(current.deviceLanguages == Locale.preferredLanguages)
        #expect(MoveStrings.preferred.language == current.table(among: MoveStrings.shippedLanguages))
    }
}
