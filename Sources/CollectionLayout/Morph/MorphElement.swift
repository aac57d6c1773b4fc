/// One element of a morph between two layouts at some progress: what it
/// is, where it is drawn, and which ends show it.
public struct MorphElement: Hashable, Sendable {
    /// Which of the morph's two views show an element.
    public enum Presence: String, Hashable, Sendable {
        /// Both layouts place it: it travels from its start to its end.
        case both
        /// Only the start layout has it: it fades out where it is.
        case startOnly
        /// Only the end layout has it: it fades in where it will be.
        case endOnly
    }

    /// The element's identity (its item's id, or `header-<section>`…).
    public var id: ElementID
    /// Where and how to draw it, in content coordinates for the morph's
    /// offset at that progress. The index path and category are those of
    /// the nearer end (the start's below one half, the end's from it), as
    /// are the data the path refers to (the two layouts may group the same
    /// items into sections differently).
    public var attributes: LayoutAttributes
    /// Which ends show it.
    public var presence: Presence

    /// An element `id` drawn with `attributes`.
    public init(id: ElementID, attributes: LayoutAttributes, presence: Presence) {
        self.id = id
        self.attributes = attributes
        self.presence = presence
    }
}
