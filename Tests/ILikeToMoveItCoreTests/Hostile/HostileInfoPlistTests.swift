@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
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

/// A binary property list may refer to one object from many places, so a few hundred bytes can
/// stand for an exponentially large tree. Found by the Info.plist fuzzer, which timed out on
/// such an input after the parser had taken more than a gigabyte.
@Suite struct SharedObjectPropertyListTests {
    /// `{UTExportedTypeDeclarations: a1}` where each `a(i)` is an array holding `a(i+1)` twice
    /// and the last one holds a string: 2^`levels` strings once expanded, in about 3 bytes a level.
    static func doublingPlist(levels: Int, header: String = "bplist00") -> Data {
        precondition(levels >= 1 && levels < 250, "references are one byte here")
        let key = Array("UTExportedTypeDeclarations".utf8)
        var objects: [[UInt8]] = [
            [0xD1, 1, 2],                                            // 0: the top dictionary
            [0x5F, 0x10, UInt8(key.count)] + key,                    // 1: its key
        ]
        for level in 0..<levels {                                    // 2...: the arrays
            let next = UInt8(3 + level)
            objects.append([0xA2, next, next])
        }
        objects.append([0x51, UInt8(ascii: "x")])                    // last: a string
        return plist(objects: objects, header: header)
    }

    /// A binary property list of `objects` (each a marker and its contents, references one
    /// byte wide), the first one on top.
    static func plist(objects: [[UInt8]], header: String = "bplist00") -> Data {
        var bytes = Array(header.utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func bigEndian64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        bytes += bigEndian64(objects.count) + bigEndian64(0) + bigEndian64(tableOffset)
        return Data(bytes)
    }

    // The parser reads any "bplist0?" header as binary; the fuzzer found "bplist05" next.
    @Test(arguments: ["bplist00", "bplist05", "bplist0\u{7F}"])
    func exponentialSharingIsRefusedBeforeParsing(header: String) {
        // 2^40 strings: parsed, this would never finish.
        #expect {
            try TypeDeclaration.declarations(fromInfoPlist: Self.doublingPlist(levels: 40, header: header))
        } throws: { error in
            (error as? TypeDeclarationError)?.description.contains("values") == true
        }
    }

    // 2^4 strings, and 2^15 (which took the fuzzer's parser over 20 seconds before binary
    // property lists were read once per object): read, then refused only because the entries
    // are not dictionaries, which shows the bytes are a well-formed property list.
    @Test(arguments: [4, 15])
    func modestSharingIsParsed(levels: Int) {
        #expect {
            try TypeDeclaration.declarations(fromInfoPlist: Self.doublingPlist(levels: levels))
        } throws: { error in
            guard let error = error as? TypeDeclarationError else { return false }
            return !error.description.contains("cannot be read") && error.description.contains("dictionary")
        }
    }
}
