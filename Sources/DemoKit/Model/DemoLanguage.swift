/// The language of the demo's announcements, menus and help.
enum DemoLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case japanese = "ja"
}
