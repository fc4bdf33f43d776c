/// The direction in which a layout reads its items: where the first item of a row sits.
///
/// In a right-to-left layout (Arabic, Hebrew) the first item of a row is on the right, so
/// moving an item to the left moves it towards the end. SwiftUI's `LayoutDirection` maps onto
/// it one to one.
public enum ReadingDirection: Sendable {
    /// Rows start on the left.
    case leftToRight
    /// Rows start on the right.
    case rightToLeft
}
