/// What a moveable list's view says about the list in its latest update, besides its items:
/// how items are named, the announcer, the layout, the selection and whether a pointer may
/// reorder it.
package struct ListSettings<Element, ID: Hashable> {
    /// The key path to the label spoken for neighbours; `nil` names none.
    package var label: KeyPath<Element, String>?
    /// Words the announcements, and names the undo actions and the rows' actions.
    package var announcer: MoveAnnouncer
    /// How the items are laid out.
    package var layout: MoveLayout
    /// The identities selected in the list.
    package var selection: Set<ID>
    /// Whether a pointer may reorder the list (for lists that reorder live).
    package var dragging: Bool

    package init(
        label: KeyPath<Element, String>? = nil, announcer: MoveAnnouncer = .default, layout: MoveLayout = .list,
        selection: Set<ID> = [], dragging: Bool = false
    ) {
        self.label = label
        self.announcer = announcer
        self.layout = layout
        self.selection = selection
        self.dragging = dragging
    }
}
