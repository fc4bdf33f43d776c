import Foundation
@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

/// Binary Info.plists are read by the package's own object-table reader; XML ones by
/// `PropertyListDecoder`. The same property list must read the same either way.
@Suite struct BinaryPropertyListTests {
    /// `xml` rewritten as a binary property list by Foundation's own writer.
    static func binary(_ xml: [UInt8]) throws -> Data {
        let object = try PropertyListSerialization.propertyList(from: Data(xml), options: [], format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    }

    /// What reading gives, compared as values: the declarations, or the error's reason and
    /// location. (Never as descriptions: a declaration's tags are a dictionary, whose order
    /// changes from one instance to the next.)
    enum Outcome: Equatable {
        case read([TypeDeclaration])
        case refused(TypeDeclarationError.Reason, at: TypeDeclaration.Location?)
        /// An error other than a `TypeDeclarationError`, in words; never expected.
        case unexpected(String)

        var isRefusal: Bool {
            if case .refused = self { true } else { false }
        }

        var isUnexpected: Bool {
            if case .unexpected = self { true } else { false }
        }
    }

    static func outcome(_ data: Data) -> Outcome {
        do {
            return .read(try TypeDeclaration.declarations(fromInfoPlist: data))
        } catch let error as TypeDeclarationError {
            return .refused(error.reason, at: error.location)
        } catch {
            return .unexpected("\(error)")
        }
    }

    static let readable: [[UInt8]] = [
        infoPlist(declarationList([
            declarationEntry("com.example.bird", conformsTo: ["public.json", "public.data"], extensions: ["bird", "brd"],
                             mimeTypes: ["application/x-bird"], description: "Bird"),
            declarationEntry("com.example.ünïcödé.🐦", conformsTo: ["public.data"], extensions: ["vögel"], description: "Vögel 鳥"),
        ]) + declarationList("UTImportedTypeDeclarations", [declarationEntry("com.other.feather", conformsTo: ["public.data"])])
          + "<key>CFBundleVersion</key><integer>42</integer><key>LSRequiresIPhoneOS</key><true/>"
          + "<key>Stamp</key><date>2020-01-01T00:00:00Z</date><key>Blob</key><data>AAEC</data><key>Ratio</key><real>1.5</real>"),
        infoPlist("<key>CFBundleName</key><string>App</string>"),
        infoPlist(declarationList((0..<40).map { declarationEntry("com.example.t\($0)", conformsTo: ["public.data"]) })),
    ]

    @Test(arguments: readable.indices)
    func binaryAndXMLReadTheSame(_ index: Int) throws {
        let xml = Self.readable[index]
        let binary = try Self.binary(xml)
        #expect(binary.starts(with: Array("bplist".utf8)))
        let fromXML = Self.outcome(Data(xml))
        #expect(!fromXML.isUnexpected && !fromXML.isRefusal, "\(fromXML)")
        #expect(Self.outcome(binary) == fromXML)
    }

    /// Every malformed declaration of the parsing tests fails the same way in binary.
    @Test(arguments: TypeDeclarationParsingTests.badCases.filter { $0.plist.first == UInt8(ascii: "<") })
    func binaryAndXMLRefuseTheSame(_ example: TypeDeclarationParsingTests.BadCase) throws {
        let binary = try Self.binary(example.plist)
        let fromBinary = Self.outcome(binary)
        #expect(fromBinary.isRefusal, "\(fromBinary)")
        #expect(fromBinary == Self.outcome(Data(example.plist)))
    }

    /// Hand-made objects Foundation would not write: each is refused with a message naming
    /// the property list, never read as something else.
    @Test(arguments: [
        ("an ASCII string with a byte over 0x7F", [0x51, 0xE9] as [UInt8]),
        ("UTF-16 with an unpaired surrogate", [0x61, 0xD8, 0x00]),
        ("a string longer than the data", [0x5F, 0x10, 0xFF, 0x61]),
    ])
    func malformedStringsAreRefused(_ name: String, _ object: [UInt8]) {
        // {UTExportedTypeDeclarations: [<object>]}
        let data = SharedObjectPropertyListTests.plist(objects: [
            [0xD1, 1, 2],
            [0x5A] + Array("UTExported".utf8),
            [0xA1, 3],
            object,
        ])
        #expect {
            try TypeDeclaration.declarations(fromInfoPlist: data)
        } throws: { error in
            (error as? TypeDeclarationError)?.description.contains("property list") == true
        }
    }

    @Test func aDictionaryKeyThatIsNotAStringIsRefused() {
        // {7: "x"}
        let data = SharedObjectPropertyListTests.plist(objects: [[0xD1, 1, 2], [0x10, 7], [0x51, UInt8(ascii: "x")]])
        #expect {
            try TypeDeclaration.declarations(fromInfoPlist: data)
        } throws: { error in
            (error as? TypeDeclarationError)?.description.contains("malformed") == true
        }
    }

    @Test func sharedObjectsAreReadOnceAndGiveEqualValues() throws {
        // Two entries referring to one declaration dictionary: both are read, alike.
        let key = Array("UTExportedTypeDeclarations".utf8)
        let data = SharedObjectPropertyListTests.plist(objects: [
            [0xD1, 1, 2],
            [0x5F, 0x10, UInt8(key.count)] + key,
            [0xA2, 3, 3],
            [0xD1, 4, 5],
            [0x50 | 0x0F, 0x10, 16] + Array("UTTypeIdentifier".utf8),
            [0x5F, 0x10, 16] + Array("com.example.bird".utf8),
        ])
        let declarations = try TypeDeclaration.declarations(fromInfoPlist: data)
        #expect(declarations.map(\.identifier) == ["com.example.bird", "com.example.bird"])
    }
}
