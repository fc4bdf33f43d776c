#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property-list value with only the distinctions an Info.plist reader needs: dictionaries,
/// arrays, strings, and everything else.
///
/// XML is read with `PropertyListDecoder`, binary property lists with ``BinaryPropertyList``.
/// The older `PropertyListSerialization` of swift-corelibs-foundation goes through
/// CoreFoundation and bridges its result to `Any`, which crashed on some malformed binary
/// property lists, and `PropertyListDecoder` expands an object shared by many references
/// at each of them, which is exponential in the worst case (both found by fuzzing
/// `declarations(fromInfoPlist:)`).
enum PropertyListValue: Decodable {
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case string(String)
    /// A number, Boolean, date or data.
    case other

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var dictionary: [String: PropertyListValue] = [:]
            for key in container.allKeys {
                dictionary[key.stringValue] = try container.decode(PropertyListValue.self, forKey: key)
            }
            self = .dictionary(dictionary)
        } else if var container = try? decoder.unkeyedContainer() {
            var array: [PropertyListValue] = []
            if let count = container.count { array.reserveCapacity(count) }
            while !container.isAtEnd {
                array.append(try container.decode(PropertyListValue.self))
            }
            self = .array(array)
        } else if let string = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(string)
        } else {
            self = .other
        }
    }

    /// Reads a whole property list, refusing first what would make a parser recurse without
    /// end or expand without bound (see ``PropertyListDepth``).
    ///
    /// Binary property lists are read by ``BinaryPropertyList``, once per object however often
    /// it is referred to; XML, which cannot share, by `PropertyListDecoder`.
    static func read(_ data: Data) throws -> PropertyListValue {
        let bytes = [UInt8](data)
        guard BinaryPropertyList.isBinary(bytes) else {
            if let problem = PropertyListDepth.problem(inXML: bytes) { throw UnreadableStructure(problem: problem) }
            return try PropertyListDecoder().decode(PropertyListValue.self, from: data)
        }
        guard let plist = BinaryPropertyList(bytes) else {
            throw UnreadableStructure(problem: "its binary object table is malformed")
        }
        if let problem = PropertyListDepth.problem(in: plist) { throw UnreadableStructure(problem: problem) }
        do {
            return try plist.value()
        } catch let error as BinaryPropertyList.Malformed {
            throw UnreadableStructure(problem: error.description)
        }
    }

    /// A property list refused before parsing.
    struct UnreadableStructure: Error, CustomStringConvertible {
        let problem: String
        var description: String { "The property list cannot be read safely: \(problem)." }
    }

    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    var array: [PropertyListValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
