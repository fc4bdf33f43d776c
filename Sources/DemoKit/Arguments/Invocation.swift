/// What the command line asked for.
enum Invocation: Hashable, Sendable {
    /// The demo: interactive on a terminal, or running a script.
    case demo(DemoOptions)
    /// Check an Info.plist's type declarations against the types an app uses.
    case checkPlist(path: String, types: [String])
    /// Print the usage text.
    case help
}

/// The demo's options.
struct DemoOptions: Hashable, Sendable {
    var language: DemoLanguage = .english
    /// Speak announcements with espeak-ng or spd-say.
    var speaks = false
    /// Read commands from this file instead of the keyboard ("-" for standard input).
    var scriptPath: String?
    /// Start in the grid view (`--grid`, or implied by `--columns` and `--rtl`).
    var showsGrid = false
    /// The grid's number of columns (`--columns`, 1...6); 3 when nil.
    var columns: Int?
    /// The grid's rows read right to left (`--rtl`).
    var rightToLeft = false
    /// Start in the sections view (`--sections`).
    var showsSections = false
}
