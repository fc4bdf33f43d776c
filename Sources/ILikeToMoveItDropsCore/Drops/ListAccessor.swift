/// A list a drop reads and writes where the app keeps it (a SwiftUI `Binding`, a model's
/// property), seen only through reading and writing it.
///
/// Two accessors may reach the same storage (`movingFrom: [$birds]` on a drop into `$birds`),
/// and nothing can tell: bindings have no identity. Code that writes through accessors must
/// therefore be right whatever aliasing there is, as ``DropPlanner``'s
/// `place(_:into:at:movingFrom:)` over accessors is.
package struct ListAccessor<Item> {
    private let read: () -> [Item]
    private let write: ([Item]) -> Void

    /// Creates an accessor.
    /// - Parameters:
    ///   - get: Reads the list as it is now.
    ///   - set: Replaces the list.
    package init(get: @escaping () -> [Item], set: @escaping ([Item]) -> Void) {
        read = get
        write = set
    }

    /// The list as it is now; setting it replaces the list.
    package var value: [Item] {
        get { read() }
        nonmutating set { write(newValue) }
    }
}
