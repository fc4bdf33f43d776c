#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The error the original ILikeToMoveIt reported when a ``Providable`` type had no
/// representation for a content type, kept so that apps written against it keep working.
///
/// It is reported where the original reported it: when `init?(type:data:)` returns `nil`
/// for the content type a load negotiated, and when `data(type:)` returns `nil` for one of
/// ``Providable/writableTypes``. The callback forms of loading
/// (`providers.loadItems(Bird.self) { bird, error in … }`, `Providable.load(from:completionHandler:)`)
/// pass it as their error; the `async` and result forms report the same failure as an
/// ``ItemProviderError`` (code ``ItemProviderError/Code/unsupportedType`` or
/// ``ItemProviderError/Code/loadFailed``), which names the types involved.
///
/// ```swift
/// providers.loadItems(Bird.self) { bird, error in
///     if case .unsupportedUTTypeIdentifier? = error as? ProvidableError {
///         // the drop held text that Bird's init?(type:data:) declined
///     }
/// }
/// ```
///
/// This enum keeps its single case, so a `switch` over it stays exhaustive; new kinds of
/// failure are reported as ``ItemProviderError``.
public enum ProvidableError: LocalizedError, Sendable {
    /// The type has no representation for the content type: `init?(type:data:)` or
    /// `data(type:)` returned `nil`.
    case unsupportedUTTypeIdentifier

    /// What a user may read: the item is not in a form the app can use.
    public var errorDescription: String? {
        "The item is not in a format that can be used here."
    }

    /// For the developer: which requirement returned `nil`.
    public var failureReason: String? {
        "The Providable type returned nil from init?(type:data:) for the content type that was "
            + "loaded, or from data(type:) for one of its writable types."
    }

    /// For the developer: what to change.
    public var recoverySuggestion: String? {
        "Handle every type of readableTypes in init?(type:data:), and return data for every "
            + "type of writableTypes from data(type:)."
    }
}

extension ItemProviderError {
    /// The original package's error for this failure, when it had one: the callback forms
    /// of loading report it in place of the detailed error.
    var providableError: ProvidableError? {
        switch cause {
        case .unsupportedType, .noData: return .unsupportedUTTypeIdentifier
        // The writer's failure, passed through the provider to the reader.
        case .loadFailed: return (underlyingError as? ItemProviderError)?.providableError
        default: return nil
        }
    }
}
