#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItSupport
import ILikeToMoveItTypeDeclarations

/// The process-wide set of known types behind the portable `UTType`: the system table plus
/// whatever `UTType.register(_:)` added.
///
/// Readers take a snapshot under the lock (a copy-on-write value, so no copying happens) and
/// work on it outside; registration builds a new graph and swaps it in under the lock, so
/// readers never see half a registration.
enum TypeRegistry {
    // `Locked` (an `NSLock`) rather than `Synchronization.Mutex`: on Linux the latter's
    // futex-based lock is invisible to ThreadSanitizer, which then reports every registration
    // racing with every lookup; a pthread-backed lock keeps `--sanitize=thread` meaningful.
    private static let graph = Locked(TypeGraph.system)

    /// The current graph.
    static var snapshot: TypeGraph {
        graph.withLock { $0 }
    }

    /// The current record of an identifier, if known.
    ///
    /// - Complexity: O(1) on average.
    static func record(for identifier: String) -> TypeRecord? {
        let key = TypeGraph.key(identifier)
        return graph.withLock { $0.records[key] }
    }

    /// The current records carrying a tag, in declaration order.
    ///
    /// Looked up under the lock, so that only the answer is copied out, not the graph.
    ///
    /// - Complexity: O(1) on average.
    static func records(forTag tag: String, tagClass: String) -> [TypeRecord] {
        let key = TypeGraph.key(tag)
        return graph.withLock { $0.records(forLowercasedTag: key, tagClass: tagClass) }
    }

    /// Adds declarations, all or nothing.
    static func register(_ declarations: [TypeDeclaration]) throws {
        try graph.withLock { (current: inout TypeGraph) throws in
            let (next, problems) = current.adding(declarations)
            guard problems.isEmpty else { throw problems[0] }
            current = next
        }
    }
}
#endif
