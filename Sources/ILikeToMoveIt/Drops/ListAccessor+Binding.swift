#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension ListAccessor {
    /// The list behind a binding, read and written through its `wrappedValue`.
    init(_ binding: Binding<[Item]>) {
        self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
}
#endif
