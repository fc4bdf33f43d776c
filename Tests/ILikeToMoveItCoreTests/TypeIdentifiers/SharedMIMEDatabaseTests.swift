#if !canImport(UniformTypeIdentifiers)
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
@testable import ILikeToMoveItUTType
import Testing

/// Lookups through a small, inline shared-mime-info database, so nothing depends on what
/// `/usr/share/mime` holds on the machine.
@Suite(.tags(.implementation)) struct SharedMIMEDatabaseTests {
    static let database = SharedMIMEDatabase(
        globs2: """
        # comment
        50:image/jpeg:*.jfif
        50:text/x-zzqx-csharp:*.zzcs
        60:application/x-zzqx-light:*.zzboth
        80:application/x-zzqx-heavy:*.zzboth
        50:application/x-zzqx-odd:*.zz[ab]
        50:application/x-zzqx-loop:*.zzloop
        not a glob line
        50:text/x-zzqx-readme:README
        """,
        aliases: """
        application/x-zzqx-acrobat application/pdf
        text/x-zzqx-old-csharp text/x-zzqx-csharp
        """,
        subclasses: """
        text/x-zzqx-csharp text/plain
        application/x-zzqx-loop application/x-zzqx-loop2
        application/x-zzqx-loop2 application/x-zzqx-loop
        """
    )

    static func lookUp(_ tag: String, _ tagClass: UTTagClass, conformingTo supertype: UTType? = .data) -> UTType? {
        UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype, in: TypeGraph.system, mimeDatabase: database).first
    }

    @Test func parsesSimpleExtensionGlobsHeaviestFirst() {
        #expect(Self.database.mimeTypesByExtension["jfif"] == ["image/jpeg"])
        #expect(Self.database.mimeTypesByExtension["zzboth"] == ["application/x-zzqx-heavy", "application/x-zzqx-light"])
        #expect(Self.database.mimeTypesByExtension["zz[ab]"] == nil)
        #expect(Self.database.extensionsByMIMEType["text/x-zzqx-csharp"] == ["zzcs"])
    }

    @Test func anExtensionWhoseMIMETypeIsDeclaredFindsTheDeclaredType() {
        #expect(Self.lookUp("jfif", .filenameExtension) == .jpeg)
        #expect(Self.lookUp("JFIF", .filenameExtension) == .jpeg)
    }

    @Test func aliasesLeadToTheCanonicalType() {
        #expect(Self.lookUp("application/x-zzqx-acrobat", .mimeType) == .pdf)
    }

    @Test func dynamicTypesCarryTheDatabaseTagsAndParent() throws {
        let type = try #require(Self.lookUp("zzcs", .filenameExtension))
        #expect(type.isDynamic)
        #expect(type.preferredMIMEType == "text/x-zzqx-csharp")
        #expect(type.conforms(to: .plainText))
        let again = try #require(UTType(type.identifier))
        #expect(again.tags == type.tags)
        #expect(again.conforms(to: .plainText))

        let byMIMEType = try #require(Self.lookUp("text/x-zzqx-old-csharp", .mimeType))
        #expect(byMIMEType.preferredFilenameExtension == "zzcs")
        #expect(byMIMEType.conforms(to: .plainText))
    }

    @Test func aParentThatDoesNotMeetTheSupertypeIsNotUsed() throws {
        let type = try #require(Self.lookUp("zzcs", .filenameExtension, conformingTo: .image))
        #expect(type.conforms(to: .image))
        #expect(!type.conforms(to: .plainText))
    }

    @Test func subclassCyclesTerminate() throws {
        #expect(Self.database.lineage(of: "application/x-zzqx-loop") == ["application/x-zzqx-loop", "application/x-zzqx-loop2"])
        let type = try #require(Self.lookUp("zzloop", .filenameExtension))
        #expect(type.conforms(to: .data))
    }

    @Test func withoutADatabaseLookupsStillWork() throws {
        let type = try #require(UTType.types(tag: "jfif", tagClass: .filenameExtension, conformingTo: .data, in: TypeGraph.system, mimeDatabase: nil).first)
        #expect(type.isDynamic)
        #expect(type.tags == [.filenameExtension: ["jfif"]])
        #expect(SharedMIMEDatabase.load(from: "/nonexistent/zzqx") == nil)
    }
}
#endif
