/// One element of an animated batch update at some progress: what it is,
/// where it is drawn, and what the update does to it.
public struct AnimatedElement: Hashable, Sendable {
    /// What the update does to an element.
    public enum Change: String, Hashable, Sendable {
        /// A surviving item (or a section's header, footer, decoration):
        /// it goes from its old attributes to its new ones.
        case survives
        /// An inserted item: it comes from the layout's appearing attributes.
        case appears
        /// A deleted item: it goes to the layout's disappearing attributes.
        case disappears
    }

    /// The element's identity (its item's id, or `header-<section>`…).
    public var id: ElementID
    /// Where and how to draw it, in content coordinates for the animation's
    /// offset at that progress. The index path names the item in the updated
    /// dataset, except for a deleted item, which keeps its old one.
    public var attributes: LayoutAttributes
    /// What the update does to it.
    public var change: Change

    /// An element `id` drawn with `attributes`, undergoing `change`.
    public init(id: ElementID, attributes: LayoutAttributes, change: Change) {
        self.id = id
        self.attributes = attributes
        self.change = change
    }
}
