import Foundation

/// The checkout these tests were built from, for the tests that read its documents and
/// resources.
enum Checkout {
    /// The checkout's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the file at `path`, relative to the root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
