import ILikeToMoveItCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Info.plists that no tool would write: corrupt, self-referencing or absurdly nested. Each is
/// read, or refused with a `TypeDeclarationError`; none may crash or hang.
@Suite struct HostileInfoPlistTests {
    struct PlistCase: CustomTestStringConvertible, Sendable {
        let name: String
        let base64: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        // Found by the Info.plist fuzzer: a binary property list with a corrupted key string
        // crashed PropertyListSerialization's bridging in swift-corelibs-foundation.
        PlistCase(name: "corrupted binary key", base64: """
            YnBsaXN0MDDTAQIDBAUbXxASQ0ZCdW5kbGVJZGVudGlmeWVyXxAaVVRFeHBvcnRlZFR5AAAAAAAAAABhdGlvbnNfEBpVVEV4cG9ydGVkVHlwZURlY2xhcmF0aW9uc18QD2FvbS5leGFtcGxlLmFwcKIGFdQHCAkKCw0OD18QEFVUVHlwZUNvbtZvcm1zVG9fEBFVVFR5cGVEZXNjcmlwdGlvbl8QEFVUVHlwZUlkZW50aWZpZXJfEBZVVFR5cGVUYWdTcGVjaWZpY2F0aW9uoQxbcHVibGljLmpzb25UQmlyZF8QEGNvbS5leGFtcGxlLmJpcmTCEBESFF8QGXB1YmxpYy5ml5OakZ6SmtxleHRlbnNpb25fEBBwdWJsaWMubWltZS10eXBloRNUYmlyWl8QEmFwcGxpY2F0aW9uL3gtYmlyZNMHCQoWGBmiDhdbcHVibGljLmRhdGFfEBBjb20pZXhhbXBsZS5uZXN00RAaVG5lc3ShHNIHCQoXHR5fEA9vcmcuZXhhbXBsZS5lZ2fREB+hIFNlZ2cACAAPACQAQQBeAHAAcwB8AI8AowC2AM8A0QDdAOIA9QD6ARYBKQErATABRQFMAU8BWwFuAXEBdgF4AX8BkQGUAZYAAAAAAAACAQAAAAAAAAAhAAAAAAAAAAAAAAAAAAABmg==
            """),
        PlistCase(name: "dictionary containing itself",
                  base64: "YnBsaXN0MDDRAQBfEBpVVEV4cG9ydGVkVHlwZURlY2xhcmF0aW9ucwgLAAAAAAAAAQEAAAAAAAAAAgAAAAAAAAAAAAAAAAAAACg="),
        PlistCase(name: "declaration array containing itself",
                  base64: "YnBsaXN0MDDRAQJfEBpVVEV4cG9ydGVkVHlwZURlY2xhcmF0aW9uc6ECCAsoAAAAAAAAAQEAAAAAAAAAAwAAAAAAAAAAAAAAAAAAACo="),
        PlistCase(name: "truncated binary header", base64: "YnBsaXN0MDA="),
        PlistCase(name: "empty", base64: ""),
    ])
    func corruptBinaryPropertyListsAreRefused(_ testCase: PlistCase) throws {
        let data = try #require(Data(base64Encoded: testCase.base64))
        // Any outcome but a crash is acceptable for bytes this broken; when they are refused,
        // the error must say so.
        do {
            _ = try TypeDeclaration.declarations(fromInfoPlist: data)
        } catch let error as TypeDeclarationError {
            #expect(!error.description.isEmpty)
        }
    }

    @Test func deeplyNestedArraysAreRefused() {
        let depth = 100_000
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UTExportedTypeDeclarations</key>
            """ + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</dict></plist>"
        #expect(throws: TypeDeclarationError.self) {
            try TypeDeclaration.declarations(fromInfoPlist: Data(xml.utf8))
        }
    }

    @Test func truncatedXMLIsRefusedWithAClearMessage() {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>com.exa"#
        #expect {
            try TypeDeclaration.declarations(fromInfoPlist: Data(xml.utf8))
        } throws: { error in
            (error as? TypeDeclarationError)?.description.contains("property list") == true
        }
    }

    @Test func identifiersWithOddCharactersAreReadVerbatim() throws {
        let odd = ["com.example.with space", "com.example.ünïcödé", "com.example.🐦", String(repeating: "a.", count: 5_000) + "z"]
        let entries = odd.map { "<dict><key>UTTypeIdentifier</key><string>\($0)</string><key>UTTypeConformsTo</key><string>public.data</string></dict>" }
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UTExportedTypeDeclarations</key><array>"#
            + entries.joined() + "</array></dict></plist>"
        let declarations = try TypeDeclaration.declarations(fromInfoPlist: Data(xml.utf8))
        #expect(declarations.map(\.identifier) == odd)
        #expect(TypeDeclaration.validate(declarations).isEmpty)
    }
}
