#if canImport(SwiftUI)
import SwiftUI

/// A place to drop onto that shows when a drag is over it (`isTargeted`).
struct DropZone<Label: View>: View {
    let isTargeted: Bool
    @ViewBuilder var label: Label

    var body: some View {
        label
            .foregroundStyle(isTargeted ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
            .frame(maxWidth: .infinity, minHeight: 56)
            .background {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .strokeBorder(style: StrokeStyle(lineWidth: isTargeted ? 3 : 1, dash: [6, 4]))
                    .foregroundStyle(isTargeted ? AnyShapeStyle(.tint) : AnyShapeStyle(.tertiary))
            }
            .animation(.easeOut(duration: 0.15), value: isTargeted)
    }
}
#endif
