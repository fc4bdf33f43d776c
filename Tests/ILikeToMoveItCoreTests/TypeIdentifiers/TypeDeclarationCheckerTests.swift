import Foundation
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

@Suite struct TypeDeclarationCheckerTests {
    static let plist = Data(infoPlist(
        declarationList([
            declarationEntry("com.example.bird", conformsTo: ["public.json"]),
            declarationEntry("com.example.nest", conformsTo: ["public.content"]),
            declarationEntry("com.example.egg", conformsTo: ["public.data"]),
            declarationEntry("com.example.robin", conformsTo: ["com.example.bird"]),
        ]) + declarationList("UTImportedTypeDeclarations", [
            declarationEntry("com.example.egg", conformsTo: ["public.data"]),
        ])
    ))

    @Test func aCompleteInfoPlistIsClean() throws {
        let data = Data(infoPlist(declarationList([
            declarationEntry("com.example.bird", conformsTo: ["public.json"]),
            declarationEntry("com.example.robin", conformsTo: ["com.example.bird"]),
        ])))
        let report = try TypeDeclarationChecker.check(
            infoPlist: data,
            usedTypes: ["com.example.bird", "com.example.robin", "public.png", "public.utf8-plain-text"]
        )
        #expect(report.isClean, "\(report)")
        #expect(report.description.contains("All custom types"))
    }

    @Test func findsUndeclaredNonConformingAndDuplicateTypes() throws {
        let report = try TypeDeclarationChecker.check(
            infoPlist: Self.plist,
            usedTypes: ["com.example.feather", "com.example.nest", "com.example.egg", "com.example.feather", "com.apple.package"]
        )
        let egg = [TypeDeclaration.Location(kind: .exported, index: 2), .init(kind: .imported, index: 0)]
        #expect(report.findings == [
            TypeDeclarationReport.Finding(identifier: "com.example.feather", kind: .undeclared),
            TypeDeclarationReport.Finding(identifier: "com.example.nest", kind: .doesNotConformToData),
            TypeDeclarationReport.Finding(identifier: "com.example.egg", kind: .declaredMoreThanOnce(egg)),
        ])
        let lines = report.findings.map(\.description)
        #expect(lines[0].contains("UTExportedTypeDeclarations") && lines[0].contains("com.example.feather"))
        #expect(lines[1].contains("public.data") && lines[1].contains("UTTypeConformsTo"))
        #expect(lines[2].contains("2 times") && lines[2].contains("UTImportedTypeDeclarations[0]"))
    }

    @Test func cyclicDeclarationsTerminateAndAreReported() throws {
        let data = Data(infoPlist(declarationList([
            declarationEntry("com.example.a", conformsTo: ["com.example.b"]),
            declarationEntry("com.example.b", conformsTo: ["com.example.a"]),
            declarationEntry("com.example.c", conformsTo: ["com.example.unknown"]),
        ])))
        let report = try TypeDeclarationChecker.check(infoPlist: data, usedTypes: ["com.example.a", "com.example.c"])
        #expect(report.findings.contains(TypeDeclarationReport.Finding(identifier: "com.example.a", kind: .doesNotConformToData)))
        #expect(report.findings.contains(TypeDeclarationReport.Finding(identifier: "com.example.c", kind: .doesNotConformToData)))
        #expect(report.findings.contains { finding in
            if case .invalidDeclaration(let error) = finding.kind, case .conformanceCycle = error.reason { return true }
            return false
        })
        #expect(report.findings.contains { finding in
            if case .invalidDeclaration(let error) = finding.kind { return error.reason == .unknownParent("com.example.unknown") }
            return false
        })
    }

    @Test func dynamicAndPublicTypesNeedNoDeclaration() throws {
        let report = TypeDeclarationChecker.check(declarations: [], usedTypes: ["public.zzqx-anything", "dyn.ah62d4rv4ge81g6pq", "com.adobe.pdf"])
        #expect(report.isClean)
    }

    // Found by the Info.plist fuzzer: a declaration conforming to "" made the checker suggest
    // declaring a type with an empty identifier, an entry that cannot be read back.
    @Test func anEmptyIdentifierNamesNoTypeAndIsSkipped() {
        let report = TypeDeclarationChecker.check(declarations: [], usedTypes: ["", "com.example.bird"])
        #expect(report.findings.map(\.identifier) == ["com.example.bird"])
        #expect(report.findings.allSatisfy { $0.suggestedInfoPlistEntry?.contains("<string></string>") != true })
    }

    @Test func unreadableInfoPlistsThrow() {
        #expect(throws: TypeDeclarationError.self) {
            try TypeDeclarationChecker.check(infoPlist: Data("nope".utf8), usedTypes: [String]())
        }
    }
}

// The overload that takes types is the portable UTType's.
#if !canImport(UniformTypeIdentifiers)
extension TypeDeclarationCheckerTests {
    @Test func acceptsTypesAsWellAsIdentifiers() throws {
        let bird = UTType(exportedAs: "com.example.zzqx.checker-bird", conformingTo: .json)
        let report = try TypeDeclarationChecker.check(infoPlist: Self.plist, usedTypes: [bird, .png])
        #expect(report.findings.first == TypeDeclarationReport.Finding(identifier: "com.example.zzqx.checker-bird", kind: .undeclared))
    }
}
#endif

extension TypeDeclarationCheckerTests {
    @Test func anUndeclaredTypeComesWithAnEntryThatFixesIt() throws {
        let identifier = "com.example.<&bird>"
        let report = TypeDeclarationChecker.check(declarations: [], usedTypes: [identifier])
        let entry = try #require(report.findings.first?.suggestedInfoPlistEntry)
        let fixed = Data(infoPlist(declarationList([entry])))
        let declarations = try TypeDeclaration.declarations(fromInfoPlist: fixed)
        #expect(declarations.map(\.identifier) == [identifier])
        #expect(TypeDeclarationChecker.check(declarations: declarations, usedTypes: [identifier]).isClean)
    }
}
