import FuzzSupport
import ILikeToMoveIt

/// Dynamic type identifiers: parsing arbitrary `dyn.a…` strings never traps, and a type made
/// for any tag gets an identifier that parses back to the same tags and parent.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDynamicIdentifiers(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    switch input.byte() % 3 {
    case 0:
        // Arbitrary text after the prefix, mapped onto the base-32 alphabet so most inputs
        // reach the payload decoder.
        let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789".utf8)
        let body = input.remaining.map { alphabet[Int($0) % alphabet.count] }
        parse("dyn.a" + String(decoding: body, as: UTF8.self))
    case 1:
        parse(String(decoding: input.remaining, as: UTF8.self))
    default:
        roundTrip(&input)
    }
    return 0
}

/// Parses an identifier and checks what a parsed dynamic type reports.
private func parse(_ identifier: String) {
    guard let type = UTType(identifier) else { return }
    require(type.identifier == identifier || !type.isDynamic, "\(identifier) parsed as \(type.identifier)")
    if type.isDynamic {
        require(!type.isDeclared && !type.isPublic, "dynamic \(identifier) claims to be declared or public")
        require(type.conforms(to: type), "\(identifier) does not conform to itself")
        _ = type.tags
        _ = type.preferredFilenameExtension
        _ = type.preferredMIMEType
        require(UTType(type.identifier) == type, "\(identifier) does not parse to itself")
    }
}

/// Makes a type for a tag and parses its identifier back.
private func roundTrip(_ input: inout FuzzInput) {
    let tagClass: UTTagClass = input.pick([
        .filenameExtension, .mimeType, UTTagClass(rawValue: "com.example.tag-class"),
        UTTagClass(rawValue: String(decoding: input.bytes(upTo: 12), as: UTF8.self)),
    ])
    let supertype: UTType? = input.pick([nil, .data, .plainText, .fuzzBird, .image])
    let tag = String(decoding: input.remaining, as: UTF8.self)
    guard let type = UTType(tag: tag, tagClass: tagClass, conformingTo: supertype) else {
        require(tag.isEmpty || tagClass.rawValue.isEmpty, "no type for tag \(tag.debugDescription)")
        return
    }
    if let supertype {
        require(type.conforms(to: supertype), "\(type.identifier) for \(tag.debugDescription) does not conform to \(supertype)")
    }
    // A declared type is found by the tag itself or, through shared-mime-info, by a MIME
    // type the tag maps to; only a dynamic type must carry the tag as given.
    guard type.isDynamic else { return }
    require(type.tags[tagClass]?.first == tag, "\(type.identifier) lost its tag \(tag.debugDescription): \(type.tags)")
    guard let parsed = UTType(type.identifier) else {
        fatalError("Invariant broken: \(type.identifier), made for tag \(tag.debugDescription) of class \(tagClass.rawValue.debugDescription), does not parse")
    }
    require(parsed.isDynamic, "\(type.identifier) parsed as a declared type")
    require(parsed.tags == type.tags, "\(type.identifier): tags \(type.tags) came back as \(parsed.tags)")
    if let supertype {
        require(parsed.conforms(to: supertype), "\(type.identifier) lost its parent \(supertype)")
    }
}
