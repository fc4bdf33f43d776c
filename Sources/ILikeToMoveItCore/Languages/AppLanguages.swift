import Foundation

/// What decides the language the package speaks in an app: the localizations the app's user
/// interface runs in, whether the app lets frameworks speak the device's languages instead,
/// and the device's languages.
///
/// Apple's frameworks inside an app speak the app's language: in an app localized only in
/// English on a German device, system buttons and VoiceOver hints are English, so the
/// package's announcements are too. An app that sets `CFBundleAllowMixedLocalizations` in
/// its Info.plist lets each framework speak the device's preferred languages instead, and
/// then so does the package.
///
/// ```swift
/// let languages = AppLanguages(uiLocalizations: ["en"], allowsMixedLocalizations: false, deviceLanguages: ["de-DE"])
/// languages.table(among: ["de", "en", "ja"])   // "en"
/// ```
package struct AppLanguages: Equatable, Sendable {
    /// The app's localizations, the one its user interface runs in first
    /// (`Bundle.main.preferredLocalizations`).
    package var uiLocalizations: [String]
    /// Whether the app lets frameworks speak the device's languages
    /// (`CFBundleAllowMixedLocalizations` in its Info.plist).
    package var allowsMixedLocalizations: Bool
    /// The device's preferred languages, best first (`Locale.preferredLanguages`).
    package var deviceLanguages: [String]

    package init(uiLocalizations: [String], allowsMixedLocalizations: Bool = false, deviceLanguages: [String] = []) {
        self.uiLocalizations = uiLocalizations
        self.allowsMixedLocalizations = allowsMixedLocalizations
        self.deviceLanguages = deviceLanguages
    }

    /// The table to speak, of those the package ships.
    ///
    /// The app's UI localizations decide, in their order, or the device's preferred languages
    /// when the app allows mixed localizations (or lists no localization): the first of them
    /// that a table serves picks that table (``LanguageTag/bestMatch(in:)``: `pt-PT` reads
    /// `pt-PT`, `es-MX` reads `es-419`, `zh-Hant-HK` reads `zh-HK` or `zh-Hant`). When no
    /// table serves any of them (`sr-Latn`, an unknown tag), English.
    ///
    /// - Parameter shipped: The tags of the tables, in canonical form (`"zh-Hant"`, `"pt-BR"`).
    /// - Returns: One of `shipped`, or `"en"`.
    /// - Complexity: O(*m* × *n*) for *m* languages and *n* tables.
    package func table(among shipped: [String]) -> String {
        let tables = shipped.compactMap(LanguageTag.init)
        let deciding = allowsMixedLocalizations || uiLocalizations.isEmpty ? deviceLanguages : uiLocalizations
        for identifier in deciding {
            if let table = LanguageTag(identifier)?.bestMatch(in: tables) { return table.description }
        }
        return "en"
    }
}

extension AppLanguages {
    /// The languages of the running app: the main bundle's preferred localizations and its
    /// Info.plist's `CFBundleAllowMixedLocalizations`, and the device's preferred languages.
    /// Foundation reads them on every platform (on Linux, a process without localizations
    /// lists `["en"]`).
    package static func current() -> AppLanguages {
        AppLanguages(
            uiLocalizations: Bundle.main.preferredLocalizations,
            allowsMixedLocalizations: isTrue(Bundle.main.object(forInfoDictionaryKey: "CFBundleAllowMixedLocalizations")),
            deviceLanguages: Locale.preferredLanguages)
    }

    /// Whether an Info.plist value says yes: a Boolean (`<true/>`), a number other than 0, or
    /// the strings `YES`, `true` and `1` that old property lists hold.
    static func isTrue(_ value: Any?) -> Bool {
        switch value {
        case let value as Bool: value
        case let value as Int: value != 0
        case let value as String: ["yes", "true", "1"].contains(value.lowercased())
        default: false
        }
    }
}
