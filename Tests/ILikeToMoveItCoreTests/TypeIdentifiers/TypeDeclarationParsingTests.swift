import Foundation
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

@Suite struct TypeDeclarationParsingTests {
    @Test func readsExportedAndImportedDeclarationsFromXML() throws {
        let data = Data(infoPlist(
            declarationList("UTImportedTypeDeclarations", [
                declarationEntry("com.other.feather", conformsTo: ["public.data"], extensions: ["feather"]),
            ]) + declarationList([
                declarationEntry("com.example.bird", conformsTo: ["public.json"], extensions: ["bird", "brd"],
                                 mimeTypes: ["application/x-bird"], description: "Bird"),
            ])
        ))
        let declarations = try TypeDeclaration.declarations(fromInfoPlist: data)
        #expect(declarations == [
            TypeDeclaration(identifier: "com.example.bird", conformsTo: ["public.json"], description: "Bird",
                            filenameExtensions: ["bird", "brd"], mimeTypes: ["application/x-bird"],
                            kind: .exported, location: .init(kind: .exported, index: 0)),
            TypeDeclaration(identifier: "com.other.feather", conformsTo: ["public.data"], filenameExtensions: ["feather"],
                            kind: .imported, location: .init(kind: .imported, index: 0)),
        ])
    }

    @Test func readsBinaryPropertyLists() throws {
        let plist: [String: Any] = [
            "CFBundleIdentifier": "com.example.app",
            "UTExportedTypeDeclarations": [[
                "UTTypeIdentifier": "com.example.bird",
                "UTTypeConformsTo": "public.data",
                "UTTypeTagSpecification": ["public.filename-extension": "bird", "public.mime-type": ["application/x-bird"]],
            ]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let declaration = try #require(try TypeDeclaration.declarations(fromInfoPlist: data).first)
        #expect(declaration.identifier == "com.example.bird")
        #expect(declaration.conformsTo == ["public.data"])
        #expect(declaration.filenameExtensions == ["bird"])
        #expect(declaration.mimeTypes == ["application/x-bird"])
    }

    @Test func anInfoPlistWithoutDeclarationsHasNone() throws {
        #expect(try TypeDeclaration.declarations(fromInfoPlist: Data(infoPlist("<key>CFBundleName</key><string>App</string>"))).isEmpty)
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let plist: [UInt8]
        let reason: TypeDeclarationError.Reason
        let location: TypeDeclaration.Location?
        let mentions: [String]
        var testDescription: String { name }
    }

    static let exported0 = TypeDeclaration.Location(kind: .exported, index: 0)
    static let exported1 = TypeDeclaration.Location(kind: .exported, index: 1)

    static let badCases: [BadCase] = [
        BadCase(name: "not a property list", plist: Array("{ not a plist".utf8),
                reason: .unreadablePropertyList(""), location: nil, mentions: ["property list"]),
        BadCase(name: "top level is an array", plist: Array(#"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#.utf8),
                reason: .topLevelNotADictionary, location: nil, mentions: ["dictionary"]),
        BadCase(name: "declarations are a string", plist: infoPlist("<key>UTExportedTypeDeclarations</key><string>x</string>"),
                reason: .wrongValueType(key: "UTExportedTypeDeclarations", expected: "an array of dictionaries"),
                location: nil, mentions: ["UTExportedTypeDeclarations"]),
        BadCase(name: "entry is a string", plist: infoPlist(declarationList([declarationEntry("com.example.a"), "<string>x</string>"])),
                reason: .wrongValueType(key: "the entry", expected: "a dictionary"), location: exported1,
                mentions: ["UTExportedTypeDeclarations[1]"]),
        BadCase(name: "missing identifier", plist: infoPlist(declarationList([declarationEntry(nil)])),
                reason: .missingIdentifier, location: exported0, mentions: ["UTExportedTypeDeclarations[0]", "UTTypeIdentifier"]),
        BadCase(name: "empty identifier", plist: infoPlist(declarationList([declarationEntry("")])),
                reason: .missingIdentifier, location: exported0, mentions: ["UTTypeIdentifier"]),
        BadCase(name: "identifier is a number",
                plist: infoPlist(declarationList(["<dict><key>UTTypeIdentifier</key><integer>7</integer></dict>"])),
                reason: .wrongValueType(key: "UTTypeIdentifier", expected: "a string"), location: exported0,
                mentions: ["UTTypeIdentifier", "a string"]),
        BadCase(name: "parents are a number",
                plist: infoPlist(declarationList(["<dict><key>UTTypeIdentifier</key><string>com.example.a</string><key>UTTypeConformsTo</key><integer>1</integer></dict>"])),
                reason: .wrongValueType(key: "UTTypeConformsTo", expected: "a string or an array of strings"), location: exported0,
                mentions: ["com.example.a", "UTTypeConformsTo"]),
        BadCase(name: "a parent is a number",
                plist: infoPlist(declarationList(["<dict><key>UTTypeIdentifier</key><string>com.example.a</string><key>UTTypeConformsTo</key><array><integer>1</integer></array></dict>"])),
                reason: .wrongValueType(key: "UTTypeConformsTo", expected: "a string or an array of strings"), location: exported0,
                mentions: ["UTTypeConformsTo"]),
        BadCase(name: "description is an array",
                plist: infoPlist(declarationList(["<dict><key>UTTypeIdentifier</key><string>com.example.a</string><key>UTTypeDescription</key><array/></dict>"])),
                reason: .wrongValueType(key: "UTTypeDescription", expected: "a string"), location: exported0,
                mentions: ["UTTypeDescription"]),
        BadCase(name: "tag specification is a string",
                plist: infoPlist(declarationList(["<dict><key>UTTypeIdentifier</key><string>com.example.a</string><key>UTTypeTagSpecification</key><string>bird</string></dict>"])),
                reason: .wrongValueType(key: "UTTypeTagSpecification", expected: "a dictionary of tag classes"), location: exported0,
                mentions: ["UTTypeTagSpecification"]),
        BadCase(name: "a tag is a date",
                plist: infoPlist(declarationList(["<dict><key>UTTypeIdentifier</key><string>com.example.a</string><key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><date>2020-01-01T00:00:00Z</date></dict></dict>"])),
                reason: .wrongValueType(key: "UTTypeTagSpecification.public.filename-extension", expected: "a string or an array of strings"),
                location: exported0, mentions: ["public.filename-extension"]),
    ]

    @Test(arguments: badCases)
    func badInfoPlistsAreReportedWithTheEntry(_ example: BadCase) {
        do {
            let declarations = try TypeDeclaration.declarations(fromInfoPlist: Data(example.plist))
            Issue.record("read \(declarations)")
        } catch let error as TypeDeclarationError {
            if case .unreadablePropertyList = example.reason {
                guard case .unreadablePropertyList = error.reason else { Issue.record("\(error)"); return }
            } else {
                #expect(error.reason == example.reason)
            }
            #expect(error.location == example.location)
            for text in example.mentions {
                #expect(error.description.contains(text), "\(error.description) should mention \(text)")
            }
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Of several malformed tag classes, the first in order is named, in every run and for
    /// every read: the tag specification is a dictionary, whose own order changes from one
    /// instance to the next.
    @Test func ofSeveralMalformedTagClassesTheFirstIsNamed() throws {
        let classes = ["public.mime-type", "com.example.c", "public.filename-extension", "org.example.b", "net.example.a"]
        let plist = Data(infoPlist(declarationList([
            "<dict><key>UTTypeIdentifier</key><string>com.example.a</string><key>UTTypeTagSpecification</key><dict>"
                + classes.map { "<key>\($0)</key><integer>1</integer>" }.joined() + "</dict></dict>",
        ])))
        for _ in 0..<20 {
            let error = try #require(throws: TypeDeclarationError.self) {
                try TypeDeclaration.declarations(fromInfoPlist: plist)
            }
            #expect(error.reason == .wrongValueType(key: "UTTypeTagSpecification.com.example.c",
                                                    expected: "a string or an array of strings"))
        }
    }
}
