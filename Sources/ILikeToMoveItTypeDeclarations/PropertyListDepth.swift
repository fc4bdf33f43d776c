/// Measures a property list's shape before it is parsed, because the parsers recurse and
/// expand: a binary property list whose array contains itself, or XML nested 100,000 levels
/// deep, would exhaust the stack, and a binary one whose arrays refer to one object twice,
/// level after level, stands for 2^*n* values in a few bytes a level. All three are found
/// without recursion.
enum PropertyListDepth {
    /// The deepest nesting accepted; real Info.plists stay below ten.
    static let limit = 512

    /// The most values a binary property list may hold once shared objects are counted at
    /// every place they are referred to; real Info.plists hold a few hundred. (An XML
    /// property list cannot share, so its size is bounded by its bytes.)
    static let valueLimit = 100_000

    /// Why an XML property list must not be parsed, or `nil` when its nesting is within
    /// ``limit``.
    ///
    /// - Complexity: O(*n*) in the size of the data.
    static func problem(inXML bytes: [UInt8]) -> String? {
        xmlDepth(bytes) > limit ? "it nests deeper than \(limit) levels" : nil
    }

    /// The deepest nesting of `<array>` and `<dict>` elements (self-closing ones do not nest).
    private static func xmlDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var index = 0
        let open = UInt8(ascii: "<"), slash = UInt8(ascii: "/"), close = UInt8(ascii: ">")
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == open, index + 1 < bytes.count else { continue }
            let closing = bytes[index + 1] == slash
            let nameStart = closing ? index + 2 : index + 1
            guard starts(bytes, at: nameStart, with: "array") || starts(bytes, at: nameStart, with: "dict") else { continue }
            if closing {
                depth = max(0, depth - 1)
                continue
            }
            var end = nameStart
            while end < bytes.count, bytes[end] != close { end += 1 }
            if end < bytes.count, bytes[end - 1] == slash { continue }
            depth += 1
            deepest = max(deepest, depth)
        }
        return deepest
    }

    private static func starts(_ bytes: [UInt8], at start: Int, with name: String) -> Bool {
        let name = Array(name.utf8)
        guard start + name.count < bytes.count else { return false }
        let after = bytes[start + name.count]
        return bytes[start..<(start + name.count)].elementsEqual(name)
            && (after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == UInt8(ascii: " ")
                || after == UInt8(ascii: "\t") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r"))
    }

    /// Why a binary property list must not be parsed, or `nil`: a container that refers
    /// back to itself, a reference or offset outside the data, nesting beyond ``limit`` or
    /// more than ``valueLimit`` values once expanded. Walks the object graph from the top
    /// object, visiting each object once whatever the number of references to it.
    ///
    /// - Complexity: O(*n*) in the size of the data.
    static func problem(in plist: BinaryPropertyList) -> String? {
        let malformed = "its binary object table is malformed"
        let top = plist.top
        func children(of object: Int) -> [Int]? { plist.children(of: object) }

        // Depth-first with an explicit stack; `done[object]` is set once its subtree is: its
        // depth and its number of values, shared objects counted at each reference.
        var done: [Int: (depth: Int, values: Int)] = [:]
        var onPath: Set<Int> = [top]
        guard let first = children(of: top) else { return malformed }
        var stack: [(object: Int, children: [Int], next: Int)] = [(top, first, 0)]
        while let frame = stack.last {
            if frame.next < frame.children.count {
                stack[stack.count - 1].next += 1
                let child = frame.children[frame.next]
                if onPath.contains(child) { return "an object in it contains itself" }
                if done[child] != nil { continue }
                guard let grandchildren = children(of: child) else { return malformed }
                if stack.count >= limit { return "it nests deeper than \(limit) levels" }
                onPath.insert(child)
                stack.append((child, grandchildren, 0))
            } else {
                stack.removeLast()
                onPath.remove(frame.object)
                var below = 0
                var values = 1
                for child in frame.children {
                    guard let subtree = done[child] else { continue }
                    below = max(below, subtree.depth)
                    values += subtree.values
                    if values > valueLimit { return "it expands to more than \(valueLimit) values" }
                }
                done[frame.object] = (below + 1, values)
                if below + 1 > limit { return "it nests deeper than \(limit) levels" }
            }
        }
        return nil
    }
}
