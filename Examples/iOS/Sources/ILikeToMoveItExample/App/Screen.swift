#if canImport(SwiftUI)
import SwiftUI

/// The example's screens, one per capability of the package, in the order the root list
/// shows them.
enum Screen: CaseIterable, Identifiable {
    case lists
    case selection
    case sections
    case flatSections
    case flatSectionsInStore
    case modelList
    #if !SWIFT_PACKAGE && canImport(SwiftData)
    /// Built by Xcode only (see `XcodeOnly/`).
    case swiftData
    #endif
    case undo
    case keyboard
    case announcer
    case grid
    case pointer
    case dragAndDrop
    case severalTypes
    case newWindow
    #if os(iOS)
    case uiKit
    case uiKitTable
    #endif

    var id: Self { self }

    /// The sections of the root list.
    enum Category: CaseIterable {
        case lists, gridsAndStacks, dragAndDrop, uiKit

        var title: Text {
            switch self {
            case .lists: Text("Lists")
            case .gridsAndStacks: Text("Grids and stacks")
            case .dragAndDrop: Text("Drag and drop")
            case .uiKit: Text("UIKit")
            }
        }

        var screens: [Screen] { Screen.allCases.filter { $0.category == self } }
    }

    var category: Category {
        switch self {
        case .grid, .pointer: .gridsAndStacks
        case .dragAndDrop, .severalTypes, .newWindow: .dragAndDrop
        #if os(iOS)
        case .uiKit, .uiKitTable: .uiKit
        #endif
        default: .lists
        }
    }

    var title: Text {
        switch self {
        case .lists: Text("Accessible moves")
        case .selection: Text("Moving a selection")
        case .sections: Text("Sections")
        case .flatSections: Text("Sections from one array")
        case .flatSectionsInStore: Text("Sections from a store")
        case .modelList: Text("A list in a model")
        #if !SWIFT_PACKAGE && canImport(SwiftData)
        case .swiftData: Text("SwiftData")
        #endif
        case .undo: Text("Undo and redo")
        case .keyboard: Text("Keyboard moves")
        case .announcer: Text("Announcements in your language")
        case .grid: Text("Grid")
        case .pointer: Text("Dragging outside a list")
        case .dragAndDrop: Text("Between two lists")
        case .severalTypes: Text("Several types, one destination")
        case .newWindow: Text("A new window (iPad)")
        #if os(iOS)
        case .uiKit: Text("A UIKit list")
        case .uiKitTable: Text("A UIKit table in edit mode")
        #endif
        }
    }

    var summary: Text {
        switch self {
        case .lists: Text("Move actions for VoiceOver on a List with a binding.")
        case .selection: Text("Select several birds and move them together.")
        case .sections: Text("Move within and across sections.")
        case .flatSections: Text("One array of to-dos, grouped by status.")
        case .flatSectionsInStore: Text("To-dos a store keeps, each move handed to it.")
        case .modelList: Text("A store that hands over moves as onMove does.")
        #if !SWIFT_PACKAGE && canImport(SwiftData)
        case .swiftData: Text("A @Query kept in order by a sort key. iOS 17.")
        #endif
        case .undo: Text("Every move can be undone, by name.")
        case .keyboard: Text("⌥⌘ and the arrow keys. iOS 17.")
        case .announcer: Text("Pick the language and the wording of announcements.")
        case .grid: Text("Left, right, up and down a row in a LazyVGrid.")
        case .pointer: Text("Reorder a stack of tiles with a finger or a pointer.")
        case .dragAndDrop: Text("Providable and Transferable, the same way.")
        case .severalTypes: Text("Birds and feathers dropped into one nest.")
        case .newWindow: Text("Drag a bird out to open it in a window of its own.")
        #if os(iOS)
        case .uiKit: Text("The same moves in a UIKit list.")
        case .uiKitTable: Text("Rows dragged in edit mode, undone like the moves.")
        #endif
        }
    }

    var systemImage: String {
        switch self {
        case .lists: "list.bullet"
        case .selection: "checklist"
        case .sections: "rectangle.grid.1x2"
        case .flatSections: "checklist.unchecked"
        case .flatSectionsInStore: "tray.full"
        case .modelList: "shippingbox"
        #if !SWIFT_PACKAGE && canImport(SwiftData)
        case .swiftData: "cylinder.split.1x2"
        #endif
        case .undo: "arrow.uturn.backward"
        case .keyboard: "keyboard"
        case .announcer: "speaker.wave.2"
        case .grid: "square.grid.3x3"
        case .pointer: "hand.point.up.left"
        case .dragAndDrop: "rectangle.split.2x1"
        case .severalTypes: "tray.and.arrow.down"
        case .newWindow: "macwindow.badge.plus"
        #if os(iOS)
        case .uiKit: "square.stack.3d.up"
        case .uiKitTable: "line.3.horizontal"
        #endif
        }
    }

    /// The screen itself.
    @MainActor @ViewBuilder var destination: some View {
        switch self {
        case .lists: ListsScreen()
        case .selection: SelectionScreen()
        case .sections: SectionsScreen()
        case .flatSections: FlatSectionsScreen()
        case .flatSectionsInStore: FlatSectionsStoreScreen()
        case .modelList: ModelListScreen()
        #if !SWIFT_PACKAGE && canImport(SwiftData)
        case .swiftData:
            if #available(iOS 17, macOS 14, *) {
                SightingsScreen()
            } else {
                UnavailableMessage(Text("SwiftData needs iOS 17."))
            }
        #endif
        case .undo: UndoScreen()
        case .keyboard: KeyboardScreen()
        case .announcer: AnnouncerScreen()
        case .grid: GridScreen()
        case .pointer: PointerScreen()
        case .dragAndDrop: DragAndDropScreen()
        case .severalTypes: NestScreen()
        case .newWindow: NewWindowScreen()
        #if os(iOS)
        case .uiKit: UIKitListScreen()
        case .uiKitTable: UIKitTableScreen()
        #endif
        }
    }
}
#endif
