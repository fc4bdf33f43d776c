/// A command line the demo does not understand.
struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    let message: String

    /// The exit status for usage errors (`EX_USAGE` from sysexits.h).
    static let exitCode: Int32 = 64

    var description: String { message }
}
