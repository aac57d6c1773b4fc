/// Where a type that shows the items on one side only has something to show.
extension CarouselLayout {
    /// The item to bring into view so that this type shows a stack of items
    /// rather than one card, or nil when the item at `index` already does.
    ///
    /// The Time Machine draws the items before the current one, receding
    /// behind it; the Inverted Time Machine the items after it. At the first
    /// (or last) item they show a single card, which reads as "nothing
    /// happened" to a person who just chose the type, though it is what
    /// iCarousel draws there. The answer is the nearest item with up to six
    /// items (at most half the data) on the drawn side; a wrapping carousel
    /// always has items on both sides.
    ///
    /// - Complexity: O(1).
    public func itemShowingDepth(from index: Int) -> Int? {
        guard !options.wrap, itemCount > 2, (0..<itemCount).contains(index) else { return nil }
        let depth = min(Self.depthShown, (itemCount - 1) / 2)
        switch type {
        case .timeMachine where index < depth: return depth
        case .invertedTimeMachine where index > itemCount - 1 - depth: return itemCount - 1 - depth
        default: return nil
        }
    }

    /// How many items a newly chosen Time Machine shows behind the current one.
    static let depthShown = 6
}
