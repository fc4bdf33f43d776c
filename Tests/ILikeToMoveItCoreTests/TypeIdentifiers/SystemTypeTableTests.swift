@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

/// The built-in table against a naive reference: for every pair of system types, conformance
/// by breadth-first search over the declared parents equals the precomputed answer.
@Suite(.tags(.implementation)) struct SystemTypeTableTests {
    static func referenceConforms(_ type: String, to other: String) -> Bool {
        let parents = Dictionary(uniqueKeysWithValues: SystemTypeTable.entries.map { ($0.identifier, $0.conformsTo) })
        var queue = [type]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            if next == other { return true }
            if seen.insert(next).inserted { queue += parents[next] ?? [] }
        }
        return false
    }

    @Test func identifiersAreUniqueAndParentsAreKnown() {
        let identifiers = SystemTypeTable.entries.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        for entry in SystemTypeTable.entries {
            for parent in entry.conformsTo {
                #expect(identifiers.contains(parent), "\(entry.identifier) names unknown parent \(parent)")
            }
        }
        #expect(TypeGraph.system.records.count == identifiers.count)
    }

    @Test func everyPairAgreesWithTheReference() {
        let graph = TypeGraph.system
        for entry in SystemTypeTable.entries {
            let record = graph.record(for: entry.identifier)
            for other in SystemTypeTable.entries {
                let expected = Self.referenceConforms(entry.identifier, to: other.identifier)
                #expect(record.map { graph.conforms($0, toKey: TypeGraph.key(other.identifier)) } == expected,
                        "\(entry.identifier) → \(other.identifier)")
            }
        }
    }

    #if !canImport(UniformTypeIdentifiers)
    @Test func everyTableEntryIsAvailableByIdentifierWithItsTags() throws {
        for entry in SystemTypeTable.entries {
            let type = try #require(UTType(entry.identifier))
            #expect(type.isDeclared)
            #expect(!type.isDynamic)
            #expect(type.preferredFilenameExtension == entry.filenameExtensions.first)
            #expect(type.preferredMIMEType == entry.mimeTypes.first)
            #expect(type.localizedDescription == entry.description)
        }
    }
    #endif
}
