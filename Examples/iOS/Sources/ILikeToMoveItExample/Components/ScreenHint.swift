#if canImport(SwiftUI)
import SwiftUI

/// What a screen shows and how to try it, as the header of its first section.
struct ScreenHint: View {
    let text: LocalizedStringKey

    init(_ text: LocalizedStringKey) {
        self.text = text
    }

    var body: some View {
        Text(text)
            .font(.footnote)
            .foregroundStyle(.secondary)
            // Section headers are upper case by default in grouped lists; a sentence is not.
            .textCase(nil)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
#endif
