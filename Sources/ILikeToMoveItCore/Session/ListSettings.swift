/// What a moveable list's view says about the list in its latest update, besides its items:
/// how items are named, the announcer, the layout, the selection and whether a pointer may
/// reorder it.
///
/// Concrete, whatever the list's element and identity types: the label is kept as the key path
/// it is (the session reads it as its list's once it changes), the selection as the view's own
/// set read by key (``ListSelection``). So a row's move, which copies the settings of the
/// latest update, looks no type up in the runtime to do it, and an update costs the same
/// whatever the selection's size.
package struct ListSettings {
    /// The key path to the label spoken for neighbours (a `KeyPath<Element, String>` of the
    /// list's elements); `nil` names none.
    package var label: AnyKeyPath?
    /// Words the announcements, and names the undo actions and the rows' actions.
    package var announcer: MoveAnnouncer
    /// How the items are laid out.
    package var layout: MoveLayout
    /// The identities selected in the list.
    package var selection: ListSelection
    /// Whether a pointer may reorder the list (for lists that reorder live).
    package var dragging: Bool

    /// Settings that name no item.
    package init(announcer: MoveAnnouncer = .default, layout: MoveLayout = .list, dragging: Bool = false) {
        label = nil
        self.announcer = announcer
        self.layout = layout
        selection = ListSelection()
        self.dragging = dragging
    }

    /// Settings whose items are named by `label`.
    package init<Element>(
        label: KeyPath<Element, String>?, announcer: MoveAnnouncer = .default, layout: MoveLayout = .list,
        dragging: Bool = false
    ) {
        self.init(announcer: announcer, layout: layout, dragging: dragging)
        self.label = label
    }

    /// Settings whose items are named by `label`, with the identities in `selection` selected.
    package init<Element, ID: Hashable>(
        label: KeyPath<Element, String>?, announcer: MoveAnnouncer = .default, layout: MoveLayout = .list,
        selection: Set<ID>, dragging: Bool = false
    ) {
        self.init(label: label, announcer: announcer, layout: layout, dragging: dragging)
        self.selection = ListSelection(selection)
    }
}
