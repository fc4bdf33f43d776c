// Registration of declarations is the portable UTType's (Apple's UTType has no `register`).
#if !canImport(UniformTypeIdentifiers)
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

/// Declarations that refer to themselves, to each other in a ring, or form chains far deeper
/// than any real hierarchy. Registration refuses cycles whole and never loops.
@Suite struct HostileDeclarationTests {
    @Test(arguments: [
        ["com.example.hostile.self": ["com.example.hostile.self"]],
        ["com.example.hostile.a": ["com.example.hostile.b"], "com.example.hostile.b": ["public.data", "com.example.hostile.a"]],
        ["com.example.hostile.c": ["public.data"], "com.example.hostile.d": ["com.example.hostile.d", "com.example.hostile.c"]],
    ])
    func cyclicDeclarationsAreRefusedAndNothingIsRegistered(_ parents: [String: [String]]) {
        let declarations = parents.keys.sorted().map { TypeDeclaration(identifier: $0, conformsTo: parents[$0]!) }
        #expect {
            try UTType.register(declarations)
        } throws: { error in
            guard let error = error as? TypeDeclarationError, case .conformanceCycle(let members) = error.reason else { return false }
            return members.count >= 2 && members.first == members.last && error.description.contains(members[0])
        }
        for identifier in parents.keys {
            #expect(UTType(identifier) == nil, "\(identifier) was registered")
        }
    }

    /// A 20,000-level chain registers, and its deepest type knows every level above it. Each
    /// type keeps its ancestors as one bit per known type, not as identifiers, so the chain
    /// costs about 25 MB and no hashing per ancestor.
    @Test
    func aTwentyThousandLevelChainRegisters() throws {
        let count = 20_000
        let chain = (0..<count).map { index in
            TypeDeclaration(identifier: "com.example.deep\(index)",
                            conformsTo: [index == 0 ? "public.data" : "com.example.deep\(index - 1)"])
        }
        #expect(TypeDeclaration.validate(chain).isEmpty)
        try UTType.register(chain)
        let deepest = try #require(UTType("com.example.deep\(count - 1)"))
        #expect(deepest.conforms(to: .data))
        for level in [0, 1, count / 2, count - 2] {
            #expect(deepest.conforms(to: try #require(UTType("com.example.deep\(level)"))), "level \(level)")
        }
        #expect(try #require(UTType("com.example.deep\(count / 2)")).conforms(to: deepest) == false)
        #expect(deepest.supertypes.count == count - 1 + UTType.data.supertypes.count + 1)
    }
}
#endif
