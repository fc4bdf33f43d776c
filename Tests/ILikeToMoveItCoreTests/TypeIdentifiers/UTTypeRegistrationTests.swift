#if !canImport(UniformTypeIdentifiers)
import Foundation
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

/// Registration is process-wide, so every test uses identifiers of its own.
@Suite(.tags(.implementation)) struct UTTypeRegistrationTests {
    @Test func registeredTypesAreFoundWithParentsTagsAndDescription() throws {
        let data = Data(infoPlist(declarationList([
            declarationEntry("com.example.reg1.animal", conformsTo: ["public.json"], description: "Animal"),
            declarationEntry("com.example.reg1.bird", conformsTo: ["com.example.reg1.animal"],
                             extensions: ["reg1bird"], mimeTypes: ["application/x-reg1-bird"]),
        ])))
        #expect(UTType("com.example.reg1.bird") == nil)
        try UTType.registerTypeDeclarations(fromInfoPlist: data)

        let bird = try #require(UTType("com.example.reg1.bird"))
        let animal = try #require(UTType("com.example.reg1.animal"))
        #expect(bird.isDeclared && !bird.isDynamic && !bird.isPublic)
        #expect(bird.conforms(to: animal))
        #expect(bird.conforms(to: .json))
        #expect(bird.conforms(to: .text))
        #expect(bird.conforms(to: .data))
        #expect(!animal.conforms(to: bird))
        #expect(bird.supertypes.contains(animal))
        #expect(bird.preferredFilenameExtension == "reg1bird")
        #expect(bird.preferredMIMEType == "application/x-reg1-bird")
        #expect(UTType(filenameExtension: "reg1bird") == bird)
        #expect(UTType(mimeType: "application/x-reg1-bird") == bird)
        #expect(bird.localizedDescription == "Animal")
        #expect(UTType("COM.EXAMPLE.REG1.BIRD") == bird)
    }

    @Test func exportedAsBeforeRegistrationSeesTheRegisteredDeclaration() throws {
        let early = UTType(exportedAs: "com.example.reg2.bird")
        #expect(!early.isDeclared)
        #expect(early.conforms(to: .data))
        #expect(!early.conforms(to: .json))
        try UTType.register([TypeDeclaration(identifier: "com.example.reg2.bird", conformsTo: ["public.json"])])
        #expect(early.isDeclared)
        #expect(early.conforms(to: .json))
        #expect(UTType(exportedAs: "com.example.reg2.bird") == early)
    }

    /// A type named in code before its declaration has no number; once registered, registered
    /// children conform to the early value too, and an undeclared type naming it as a parent
    /// before registration lists it among its supertypes.
    @Test func typesNamedBeforeRegistrationTakePartInConformance() throws {
        let early = UTType(exportedAs: "com.example.reg9.animal")
        let pet = UTType(exportedAs: "com.example.reg9.pet", conformingTo: early)
        #expect(pet.conforms(to: early))
        #expect(!pet.conforms(to: .json))
        try UTType.register([
            TypeDeclaration(identifier: "com.example.reg9.animal", conformsTo: ["public.json"]),
            TypeDeclaration(identifier: "com.example.reg9.bird", conformsTo: ["com.example.reg9.animal"]),
        ])
        let bird = try #require(UTType("com.example.reg9.bird"))
        #expect(bird.conforms(to: early))
        #expect(!early.conforms(to: bird))
        #expect(pet.conforms(to: early))
        #expect(pet.supertypes.contains(early))
        #expect(bird.supertypes == [early, .json, .text, .data, .content, .item])
    }

    @Test func exportedAsUsesTheGivenParent() {
        let type = UTType(exportedAs: "com.example.reg3.text", conformingTo: .plainText)
        #expect(type.identifier == "com.example.reg3.text")
        #expect(type.conforms(to: .text))
        #expect(UTType(importedAs: "com.example.reg3.other").conforms(to: .data))
    }

    @Test func registeringTwiceIsHarmlessButConflictsAreRejected() throws {
        let bird = TypeDeclaration(identifier: "com.example.reg4.bird", conformsTo: ["public.data"], filenameExtensions: ["reg4"])
        try UTType.register([bird])
        try UTType.register([bird])
        var changed = bird
        changed.conformsTo = ["public.text"]
        #expect(throws: TypeDeclarationError(.duplicateIdentifier(firstDeclaredAt: nil), identifier: "com.example.reg4.bird")) {
            try UTType.register([changed])
        }
        #expect(UTType.types(tag: "reg4", tagClass: .filenameExtension, conformingTo: nil).count == 1)
    }

    @Test func aFailedRegistrationRegistersNothing() {
        #expect(throws: TypeDeclarationError.self) {
            try UTType.register([
                TypeDeclaration(identifier: "com.example.reg5.good", conformsTo: ["public.data"]),
                TypeDeclaration(identifier: "com.example.reg5.bad", conformsTo: ["com.example.reg5.bad"]),
            ])
        }
        #expect(UTType("com.example.reg5.good") == nil)
    }

    @Test func concurrentRegistrationsAllLand() async throws {
        try await withThrowingTaskGroup { group in
            for index in 0..<32 {
                group.addTask {
                    try UTType.register([TypeDeclaration(identifier: "com.example.reg6.t\(index)", conformsTo: ["public.data"])])
                    _ = UTType("com.example.reg6.t\((index + 1) % 32)")?.conforms(to: .data)
                }
            }
            try await group.waitForAll()
        }
        for index in 0..<32 {
            #expect(UTType("com.example.reg6.t\(index)")?.conforms(to: .data) == true)
        }
    }

    /// Random acyclic hierarchies against a breadth-first reference over the declarations.
    @Test func seededRandomHierarchiesAgreeWithTheReference() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        let roots = ["public.data", "public.json", "public.image", "public.content"]
        for round in 0..<5 {
            let count = 40
            let names = (0..<count).map { "com.example.reg7.r\(round).t\($0)" }
            var parents: [String: [String]] = [:]
            var declarations: [TypeDeclaration] = []
            for (index, name) in names.enumerated() {
                var chosen: [String] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let pick = index > 0 && Bool.random(using: &random)
                        ? names[Int.random(in: 0..<index, using: &random)]
                        : roots.randomElement(using: &random)!
                    if !chosen.contains(pick) { chosen.append(pick) }
                }
                parents[name] = chosen
                declarations.append(TypeDeclaration(identifier: name, conformsTo: chosen))
            }
            declarations.shuffle(using: &random)
            try UTType.register(declarations)

            func reference(_ type: String, _ other: String) -> Bool {
                var queue = [type]
                var seen: Set<String> = []
                while let next = queue.popLast() {
                    if next == other { return true }
                    guard seen.insert(next).inserted else { continue }
                    queue += parents[next] ?? UTType(next)?.supertypes.map(\.identifier) ?? []
                }
                return false
            }
            for name in names {
                let type = try #require(UTType(name))
                for other in names + roots {
                    #expect(type.conforms(to: try #require(UTType(other))) == reference(name, other), "\(name) → \(other)")
                }
            }
        }
    }
}
#endif
