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
/// ``readableTypes`` to `onDrop(of:)`.
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
/// When a later type reads a content type an earlier one already takes (the same type, or
/// one it conforms to), drops of that content can never become the later type.
/// ``diagnostics`` lists such overlaps and the initializer reports each one once.
public struct DropAcceptor<Output: Sendable>: Sendable {
    /// One accepted type and how it becomes the output.
    public struct Entry: Sendable {
        /// The accepted type's name, for messages.
        public let itemType: String
        /// The content types the accepted type reads, in its order of preference.
        public let readableTypes: [UTType]
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
    public let entries: [Entry]

    /// Overlapping content types found among ``entries``.
    public let diagnostics: [DropAcceptorDiagnostic]

    /// Creates an acceptor and reports each overlap in ``diagnostics`` once to `reporter`.
    ///
    /// - Parameters:
    ///   - entries: The accepted types, highest priority first.
    ///   - reporter: Where overlaps are reported (each distinct one once); `nil` for silence.
    /// - Complexity: O(*t*²) conformance checks over all *t* readable types.
    public init(_ entries: [Entry], reporter: DiagnosticReporter? = .standardError) {
        self.entries = entries
        diagnostics = DropAcceptorDiagnostic.overlaps(in: entries)
        if let reporter {
            for diagnostic in diagnostics { reporter.report(diagnostic.description) }
        }
    }

    /// Creates an acceptor from entries written in a list.
    public init(_ entries: Entry..., reporter: DiagnosticReporter? = .standardError) {
        self.init(entries, reporter: reporter)
    }

    /// Every content type some entry reads, in priority order without repeats: what to pass
    /// to `onDrop(of:)`.
    public var readableTypes: [UTType] {
        var seen: Set<String> = []
        return entries.flatMap(\.readableTypes).filter { seen.insert($0.identifier).inserted }
    }

    /// The entry that takes an offer, and the match to load: the first entry with any
    /// readable type the offer satisfies.
    ///
    /// - Parameter offered: The offered types, highest fidelity first.
    /// - Returns: The entry's index and the match, or `nil` when no entry reads the offer.
    public func negotiate(offered: [UTType]) -> (entry: Int, match: TypeMatch)? {
        for (index, entry) in entries.enumerated() {
            if let match = entry.readableTypes.negotiate(offered: offered) { return (index, match) }
        }
        return nil
    }

    /// The same negotiation over offered type identifiers (as `NSItemProvider` lists them).
    public func negotiate(offered identifiers: [String]) -> (entry: Int, match: TypeMatch)? {
        for (index, entry) in entries.enumerated() {
            if let match = entry.readableTypes.negotiate(offered: identifiers) { return (index, match) }
        }
        return nil
    }

    /// Decodes a payload loaded for a negotiated match.
    ///
    /// - Parameters:
    ///   - data: The payload.
    ///   - entry: The index of the entry from `negotiate(offered:)`.
    ///   - match: The match from the same call.
    ///   - options: Limits such as the payload size.
    /// - Returns: The output.
    /// - Throws: ``ItemProviderError`` as ``Providable/item(from:type:options:)`` does.
    public func output(from data: Data, entry: Int, match: TypeMatch, options: ProvidableLoadOptions = .default) throws -> Output {
        try entries[entry].decode(data, match.readableType, options)
    }

    /// The accepted types' names for error messages ("Bird or Nest"); shared with the
    /// `NSItemProvider` bridge.
    package var acceptedNames: String {
        entries.map(\.itemType).joined(separator: " or ")
    }
}
