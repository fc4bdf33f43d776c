@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

extension ItemProviderError {
    /// What a test compares of an error: its cause, its code and its three texts, which carry
    /// every detail it holds (the item, content and activity types, sizes, versions, the
    /// underlying error's message). The error is not `Equatable`: its underlying error is any
    /// `Error`.
    struct Facts: Equatable, CustomStringConvertible {
        let cause: Cause
        let code: Code
        let errorDescription: String?
        let failureReason: String?
        let recoverySuggestion: String?

        var description: String {
            "\(cause): \(errorDescription ?? "-") | \(failureReason ?? "-") | \(recoverySuggestion ?? "-")"
        }
    }

    var facts: Facts {
        Facts(cause: cause, code: code, errorDescription: errorDescription, failureReason: failureReason,
              recoverySuggestion: recoverySuggestion)
    }
}

/// Expects `body` to throw an ``ItemProviderError`` with the same facts as `expected`: the
/// same cause and code, and the same texts for the user and the developer.
@discardableResult
func expectThrows<R>(
    _ expected: ItemProviderError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) -> ItemProviderError? {
    let error = #expect(throws: ItemProviderError.self, sourceLocation: sourceLocation) { try body() }
    if let error { #expect(error.facts == expected.facts, sourceLocation: sourceLocation) }
    return error
}
