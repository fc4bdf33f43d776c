/// The `check-plist` subcommand. Waits for the core's checker.
enum PlistCheckCommand {
    static func run(path: String, types: [String]) -> Int32 {
        printError("ilikemoveit: check-plist is not available yet")
        return 1
    }
}
