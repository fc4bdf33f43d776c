import Foundation

/// A text stream writing to standard error.
package struct StandardErrorStream: TextOutputStream {
    package init() {}

    package mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
