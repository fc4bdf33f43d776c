#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One drop destination for several ``Providable`` types, mapped to a common output such as
/// an enum.
///
/// Each provider becomes the **first** type, in the order given, that it can satisfy (by
/// conformance, each type negotiating in its own `readableTypes` order). Pass
/// ``readableTypes`` to `onDrop(of:)`, or hand the acceptor to `onDrop(accepting:)` or
/// `onInsert(accepting:)`.
///
/// ```swift
/// enum Dropped: Sendable { case bird(Bird), nest(Nest) }
///
/// let acceptor = DropAcceptor<Dropped>(
///     .accept(Bird.self, as: Dropped.bird),
///     .accept(Nest.self, as: Dropped.nest)
/// )
/// let dropped = await providers.loadItemResults(accepting: acceptor)
/// ```
///
/// Order matters: when a later type reads a content type an earlier one already takes (the
/// same type, or one it conforms to), drops of that content never become the later type.
/// List the types with the narrowest readable types first, and check in a test that each
/// type's own provider comes back as that type:
///
/// ```swift
/// let results = await [nest.provider].loadItemResults(accepting: acceptor)
/// // results[0] is .success(.nest(nest)), not a bird read from the nest's plain text
/// ```
public struct DropAcceptor<Output: Sendable>: Sendable {
    /// One accepted type and how it becomes the output.
    public struct Entry: Sendable {
        /// The accepted type's name, for messages.
        let itemType: String
        /// The content types the accepted type reads, in its order of preference.
        let readableTypes: [UTType]
        let decode: @Sendable (Data, UTType, ProvidableLoadOptions) throws -> Output

        /// Accepts `Item`, turning each loaded item into the output with `transform`.
        ///
        /// - Parameters:
        ///   - itemType: The accepted type.
        ///   - transform: Wraps the item, for example an enum case constructor.
        /// - Returns: An entry.
        ///
        /// `@preconcurrency`: in the Swift 5 language mode an enum case constructor such as
        /// `Dropped.bird` is not inferred `@Sendable` and passing it would warn; Swift 6
        /// infers it (and still checks a closure that captures non-Sendable state).
        @preconcurrency
        public static func accept<Item: Providable>(
            _ itemType: Item.Type,
            as transform: @escaping @Sendable (Item) -> Output
        ) -> Entry {
            Entry(itemType: Item.providableName, readableTypes: Item.readableTypes) { data, type, options in
                transform(try Item.item(from: data, type: type, options: options))
            }
        }
    }

    /// The accepted types, highest priority first.
    let entries: [Entry]

    /// Creates an acceptor from entries in an array.
    /// - Parameter entries: The accepted types, highest priority first.
    init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// Creates an acceptor.
    ///
    /// - Parameter entries: The accepted types, highest priority first.
    /// - Complexity: O(*e*) for *e* entries; nothing is loaded or checked.
    public init(_ entries: Entry...) {
        self.init(entries)
    }

    /// Every content type some entry reads, in priority order without repeats: what to pass
    /// to `onDrop(of:)`.
    public var readableTypes: [UTType] {
        var seen: Set<String> = []
        return entries.flatMap(\.readableTypes).filter { seen.insert($0.identifier).inserted }
    }
}
