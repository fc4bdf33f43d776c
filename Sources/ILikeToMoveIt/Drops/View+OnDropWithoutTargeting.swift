#if canImport(SwiftUI)
import Foundation
import SwiftUI
import UniformTypeIdentifiers

extension View {
    /// Accepts drops of the given content types, without tracking whether a drag hovers
    /// over the view: SwiftUI's `onDrop(of:isTargeted:perform:)` with `isTargeted: nil`.
    ///
    /// ```swift
    /// .onDrop(of: Bird.readableTypes) { providers, location in
    ///     providers.loadItems(Bird.self) { bird, error in
    ///         if let bird { birds.append(bird) }
    ///     }
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types accepted, by conformance.
    ///   - action: Receives the providers and the drop location; returns whether the drop
    ///     was accepted.
    /// - Returns: A view that accepts drops.
    public func onDrop(
        of supportedContentTypes: [UTType],
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: nil, perform: action)
    }

    /// Accepts drops of the given content types, without tracking hovering or the location.
    ///
    /// ```swift
    /// .onDrop(of: Bird.readableTypes) { providers in
    ///     providers.loadItems(Bird.self) { bird, error in
    ///         if let bird { birds.append(bird) }
    ///     }
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types accepted, by conformance.
    ///   - action: Receives the providers; returns whether the drop was accepted.
    /// - Returns: A view that accepts drops.
    public func onDrop(
        of supportedContentTypes: [UTType],
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: nil, perform: action)
    }
}
#endif
