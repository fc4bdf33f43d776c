#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A uniform type identifier: the portable counterpart of Apple's `UTType`.
///
/// On Apple platforms the core re-exports Apple's `UTType`; elsewhere this type stands in with
/// the same API and semantics, so `static let writableTypes: [UTType] = [.bird]` compiles and
/// behaves the same everywhere. The system types of `UTCoreTypes.h` are built in (``item``,
/// ``data``, ``plainText``, ``json``, ``png``, …) with their parents, filename extensions and MIME
/// types. An app's own types become known through `UTType.register(_:)` or
/// `UTType.registerTypeDeclarations(fromInfoPlist:)`, the way the system reads an app's
/// Info.plist on Apple platforms.
///
/// Types compare by identifier, without regard to case. Conformance checks are O(1): every
/// known type carries the precomputed set of its ancestors, one bit per known type.
///
/// ```swift
/// UTType.utf8PlainText.conforms(to: .plainText)   // true
/// UTType(filenameExtension: "png")                // .png
/// UTType(filenameExtension: "bird")?.isDynamic    // true until a type declares "bird"
/// ```
public struct UTType: Sendable {
    /// The identifier, for example `public.png` or `com.example.bird`.
    public var identifier: String { captured.identifier }
    /// The lookup key of ``identifier``.
    var key: String { captured.key }
    /// What was known when the value was made. Declared types never change once known; for
    /// the others, ``record`` looks again in case the type was registered since. The record
    /// is the only stored property, so a copy of a type costs one reference count.
    let captured: TypeRecord

    init(record: TypeRecord) {
        self.captured = record
    }

    /// The current record: the captured one for declared types, else a later registration of
    /// the same identifier if there is one.
    var record: TypeRecord {
        if captured.origin.isDeclared { return captured }
        return TypeRegistry.record(for: key) ?? captured
    }

    /// Creates the type with an identifier.
    ///
    /// Finds system types, registered types (case-insensitively) and dynamic types, whose
    /// `dyn.a…` identifier encodes their tag and parent.
    ///
    /// ```swift
    /// UTType("public.png")          // .png
    /// UTType("com.example.unknown") // nil until registered
    /// ```
    ///
    /// - Parameter identifier: The type identifier.
    /// - Returns: `nil` if no type with this identifier is known and it is not a well-formed
    ///   dynamic identifier.
    /// - Complexity: O(1) on average for declared types; O(*n*) in the identifier's length for
    ///   dynamic ones.
    public init?(_ identifier: String) {
        if let record = TypeRegistry.record(for: identifier) {
            self.init(record: record)
        } else if let contents = DynamicTypeIdentifier.decode(identifier) {
            let ancestry = TypeRegistry.snapshot.ancestry(of: contents.conformsTo)
            self.init(record: TypeRecord(
                identifier: identifier,
                parents: contents.conformsTo,
                tags: contents.tags,
                description: nil,
                origin: .dynamic,
                ancestorNumbers: ancestry.numbers,
                unknownParentKeys: ancestry.unknownKeys
            ))
        } else {
            return nil
        }
    }

    /// The preferred (first) filename extension, without the dot, if the type has one.
    public var preferredFilenameExtension: String? {
        record.tags[TypeTagClassName.filenameExtension]?.first
    }

    /// The preferred (first) MIME type, if the type has one.
    public var preferredMIMEType: String? {
        record.tags[TypeTagClassName.mimeType]?.first
    }

    /// The human-readable description of the type.
    ///
    /// When the type declares none, the nearest parent's description is used, searching parents
    /// in declaration order, breadth first. Dynamic types never have one.
    ///
    /// - Complexity: O(*a*) for *a* ancestors when the type declares no description.
    public var localizedDescription: String? {
        let record = record
        guard record.origin != .dynamic else { return nil }
        if let description = record.description { return description }
        let graph = TypeRegistry.snapshot
        var queue = record.parents[...]
        var seen: Set<String> = [record.key]
        while let next = queue.popFirst() {
            guard seen.insert(TypeGraph.key(next)).inserted, let parent = graph.record(for: next) else { continue }
            if let description = parent.description { return description }
            queue.append(contentsOf: parent.parents)
        }
        return nil
    }

    /// The type's version; no declaration read here carries one, so always `nil`.
    public var version: Int? { nil }

    /// A document describing the type; no declaration read here carries one, so always `nil`.
    public var referenceURL: URL? { nil }

    /// Whether the type was made up for a tag no declared type has (`dyn.` identifier).
    public var isDynamic: Bool { record.origin == .dynamic }

    /// Whether the type is known: a system type or a registered declaration.
    ///
    /// A type cannot be both declared and dynamic. A type made with `init(exportedAs:)` or
    /// `init(importedAs:)` for an identifier nobody declared is neither.
    public var isDeclared: Bool { record.origin.isDeclared }

    /// Whether the identifier is in the public domain (starts with `public.`); dynamic types
    /// never are.
    public var isPublic: Bool { key.hasPrefix("public.") && !isDynamic }
}

extension UTType: Hashable {
    /// Whether two types have the same identifier, ignoring case.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.key == rhs.key }

    /// Hashes the identifier, ignoring case.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier.
    public var description: String { identifier }

    /// The identifier and, when known, the description.
    public var debugDescription: String {
        localizedDescription.map { "\(identifier) (\($0))" } ?? identifier
    }
}
#endif
