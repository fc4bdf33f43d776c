/// The object table of a binary property list (`bplist0?`), read without recursion and
/// without trusting a single offset, count or reference.
///
/// A binary property list is a table of objects that refer to each other by number, so one
/// object may be referred to from many places, or from inside itself. ``PropertyListDepth``
/// walks the table to refuse cycles, deep nesting and exponential sharing;
/// ``value()`` then reads the values an Info.plist reader needs, reading each object once
/// however often it is referred to.
struct BinaryPropertyList {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let tableOffset: Int
    /// Where the trailer starts: no object or table may reach past it.
    private let trailer: Int
    /// The number of the top object.
    let top: Int

    /// Whether `bytes` claim to be a binary property list. The parser takes "bplist0"
    /// followed by any byte as binary; any "bplist" counts here, so no variant slips past.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    /// Reads the header and trailer; `nil` when they are inconsistent with the data.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8 + 32 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = Self.integer(bytes, at: trailer + 8, size: 8),
              let top = Self.integer(bytes, at: trailer + 16, size: 8),
              let tableOffset = Self.integer(bytes, at: trailer + 24, size: 8),
              objectCount > 0, top < objectCount, tableOffset <= trailer,
              objectCount <= (trailer - tableOffset) / offsetSize
        else { return nil }
        self.bytes = bytes
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = objectCount
        self.tableOffset = tableOffset
        self.trailer = trailer
        self.top = top
    }

    /// Where an object starts, if its offset lies before the trailer.
    private func offset(of object: Int) -> Int? {
        Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize).flatMap { $0 < trailer ? $0 : nil }
    }

    /// An object's marker: its kind (high four bits) and the position and length of its
    /// contents, the length read from the extra integer that follows a low nibble of `0xF`.
    private func header(of object: Int) -> (kind: UInt8, start: Int, count: Int)? {
        guard let start = offset(of: object) else { return nil }
        let marker = bytes[start]
        var count = Int(marker & 0x0F)
        var position = start + 1
        // Only data, strings and containers carry a length; the low four bits of numbers,
        // dates and UIDs give a size.
        let kind = marker >> 4
        if count == 0x0F, (0x4...0x7).contains(kind) || (0xA...0xD).contains(kind) {
            guard position < trailer, bytes[position] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[position] & 0x0F)
            guard size <= 8, let value = Self.integer(bytes, at: position + 1, size: size) else { return nil }
            count = value
            position += 1 + size
        }
        return (kind, position, count)
    }

    /// The objects a container refers to, a dictionary's keys before its values; empty for
    /// other objects; `nil` when a count or reference does not fit the data.
    func children(of object: Int) -> [Int]? {
        guard let (kind, start, count) = header(of: object) else { return nil }
        guard kind == 0xA || kind == 0xB || kind == 0xC || kind == 0xD else { return [] }
        guard count <= (trailer - start) / referenceSize / (kind == 0xD ? 2 : 1) else { return nil }
        let references = kind == 0xD ? count * 2 : count
        var result: [Int] = []
        result.reserveCapacity(references)
        for index in 0..<references {
            guard let child = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize),
                  child < objectCount else { return nil }
            result.append(child)
        }
        return result
    }

    /// The top object as a ``PropertyListValue``.
    ///
    /// Call it once ``PropertyListDepth`` has found no problem, which also bounds the depth
    /// and the expanded size; a cycle met here anyway is refused as malformed. Each object is
    /// read once; an object referred to from several places gives the same (copy-on-write)
    /// value at each.
    ///
    /// - Throws: ``Malformed`` when an object cannot be read: a string that is not valid
    ///   ASCII or UTF-16, a dictionary key that is not a string, a count past the data, an
    ///   object inside itself.
    func value() throws -> PropertyListValue {
        var values: [Int: PropertyListValue] = [:]
        // Post-order with an explicit stack: a container is read once its children are.
        var stack: [(object: Int, children: [Int], next: Int)] = []
        var onStack: Set<Int> = []
        func push(_ object: Int) throws {
            guard let children = children(of: object), onStack.insert(object).inserted else {
                throw Malformed(object: object)
            }
            stack.append((object, children, 0))
        }
        try push(top)
        while let frame = stack.last {
            if frame.next < frame.children.count {
                stack[stack.count - 1].next += 1
                let child = frame.children[frame.next]
                if values[child] == nil { try push(child) }
                continue
            }
            stack.removeLast()
            onStack.remove(frame.object)
            values[frame.object] = try read(frame.object, children: frame.children, values: values)
        }
        guard let value = values[top] else { throw Malformed(object: top) }
        return value
    }

    /// Reads one object whose children are already in `values`.
    private func read(_ object: Int, children: [Int], values: [Int: PropertyListValue]) throws -> PropertyListValue {
        guard let (kind, start, count) = header(of: object) else { throw Malformed(object: object) }
        switch kind {
        case 0xA:
            return .array(children.map { values[$0] ?? .other })
        case 0xD:
            var dictionary: [String: PropertyListValue] = [:]
            dictionary.reserveCapacity(count)
            for index in 0..<count {
                guard let key = values[children[index]]?.string else { throw Malformed(object: object) }
                dictionary[key] = values[children[count + index]] ?? .other
            }
            return .dictionary(dictionary)
        case 0x5:
            // ASCII: one byte a character.
            guard count <= trailer - start else { throw Malformed(object: object) }
            let slice = bytes[start..<(start + count)]
            guard slice.allSatisfy({ $0 < 0x80 }) else { throw Malformed(object: object) }
            return .string(String(decoding: slice, as: UTF8.self))
        case 0x6:
            // UTF-16, big-endian: two bytes a code unit.
            guard count <= (trailer - start) / 2 else { throw Malformed(object: object) }
            var units = (0..<count).lazy
                .map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
                .makeIterator()
            var parser = UTF16.ForwardParser()
            var string = ""
            string.reserveCapacity(count)
            decoding: while true {
                switch parser.parseScalar(from: &units) {
                case .valid(let encoded): string.unicodeScalars.append(UTF16.decode(encoded))
                case .error: throw Malformed(object: object)
                case .emptyInput: break decoding
                }
            }
            return .string(string)
        default:
            // Numbers, Booleans, dates, data, UIDs and sets: nothing an Info.plist reader
            // looks inside.
            return .other
        }
    }

    /// An object that cannot be read.
    struct Malformed: Error, CustomStringConvertible {
        let object: Int
        var description: String { "object \(object) of the binary property list is malformed" }
    }

    /// A big-endian unsigned integer of `size` bytes at `start`, if it fits in the data and in `Int`.
    private static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
        guard start >= 0, size >= 1, size <= 8, start <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[start..<(start + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
