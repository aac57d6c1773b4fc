extension StackLayout {
    /// An inserted card is brought in from the left, as a card swiped back.
    ///
    /// - Complexity: O(1).
    public func initialAttributesForAppearingItem(_ final: LayoutAttributes, offset: Point) -> LayoutAttributes {
        final.slidOut(of: Rect(origin: offset, size: viewport), right: false)
    }

    /// A deleted card is thrown out to the left, as a card swiped away.
    ///
    /// - Complexity: O(1).
    public func finalAttributesForDisappearingItem(_ initial: LayoutAttributes, offset: Point) -> LayoutAttributes {
        initial.slidOut(of: Rect(origin: offset, size: viewport), right: false)
    }
}
