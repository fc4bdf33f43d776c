#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of a terminal in character cells.
struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int

    /// The smallest size the full demo screen is drawn at; below it the demo shows a
    /// "terminal too small" message instead.
    static let minimum = TerminalSize(columns: 80, rows: 24)

    /// Whether this size holds the full demo screen.
    var fitsDemo: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }

    var description: String { "\(columns)×\(rows)" }

    /// The size of the terminal on `descriptor`, or nil when it is not a terminal or reports
    /// no size (some pseudo-terminals report 0×0).
    static func current(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
