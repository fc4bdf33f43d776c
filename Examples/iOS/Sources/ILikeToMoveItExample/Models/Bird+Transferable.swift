#if canImport(CoreTransferable)
import CoreTransferable
import ILikeToMoveIt

/// Dragging and dropping birds on iOS 16 with `Transferable`: the representation is derived
/// from the `Providable` conformance (Bird+Providable.swift), so a bird dragged with
/// `draggable` carries the same types and bytes as one dragged with `onDrag { bird.provider }`
/// (a bird, then plain text), and a drop reads a bird or any plain text.
@available(iOS 16, macOS 13, *)
extension Bird: Transferable {}
#endif
