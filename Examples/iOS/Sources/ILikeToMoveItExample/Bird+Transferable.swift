#if canImport(CoreTransferable)
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// Dragging and dropping birds on iOS 16 with `Transferable`.
@available(iOS 16, macOS 13, *)
extension Bird: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .bird)
        DataRepresentation(importedContentType: .plainText) { data in
            Bird(name: String(decoding: data, as: UTF8.self))
        }
        ProxyRepresentation(exporting: \.name)
    }
}
#endif
